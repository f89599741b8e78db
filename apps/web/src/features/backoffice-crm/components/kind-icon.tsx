import { ThemeIcon } from '@mantine/core';
import type { TimelineKind } from '@sportello/contracts/backoffice/crm.values';
import {
  type Icon,
  IconCalendarEvent,
  IconMail,
  IconMapPin,
  IconMessage,
  IconNote,
  IconPhone,
  IconPresentation,
  IconSpeakerphone,
  IconTicket,
} from '@tabler/icons-react';

const KIND_ICONS: Record<TimelineKind, Icon> = {
  call: IconPhone,
  email: IconMail,
  visit: IconMapPin,
  note: IconNote,
  ticket: IconTicket,
  chat: IconMessage,
  appointment: IconCalendarEvent,
  test_request: IconPresentation,
  campaign_entry: IconSpeakerphone,
};

/**
 * The icon of a kind of activity. `label` is the kind in words: the icon is all that tells the kind
 * apart on screen, so screen readers get its name (the timeline and the home card word it each in
 * their own namespace).
 */
export function KindIcon({ kind, label, size = 32 }: { kind: TimelineKind; label: string; size?: number }) {
  const KindGlyph = KIND_ICONS[kind];
  return (
    <ThemeIcon variant="light" radius="xl" size={size} role="img" aria-label={label} title={label}>
      <KindGlyph size={Math.round(size * 0.55)} stroke={1.7} aria-hidden />
    </ThemeIcon>
  );
}
