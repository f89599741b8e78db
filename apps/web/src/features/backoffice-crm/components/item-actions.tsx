import { Anchor, Button, Group } from '@mantine/core';
import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What may be done with an item: the timeline's handlers, and whether its next action may be done. */
export interface ActivityHandlers {
  edit: (item: TimelineItem) => void;
  complete: (item: TimelineItem) => void;
  remove: (item: TimelineItem) => void;
  mayComplete: (item: TimelineItem) => boolean;
}

/**
 * Whether the user may mark an item's next action done: one still to do, of an activity they may
 * change (`CanChange`) or whose next action is theirs (decision 083: its owner may, as long as they
 * record activities).
 */
export const mayCompleteFor =
  (meId: string | undefined, records: boolean) =>
  (item: TimelineItem): boolean =>
    item.ActivityId !== null &&
    item.NextAction !== '' &&
    item.DoneAt === null &&
    (item.CanChange || (records && meId !== undefined && item.NextOwner?.Id === meId));

/** "Fatto" for a next action the user may mark done. */
export function DoneButton({ item, handlers }: { item: TimelineItem; handlers: ActivityHandlers }) {
  const { t } = useTranslation('backoffice');
  if (!handlers.mayComplete(item)) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="teal"
      aria-label={t('backoffice.crm.markDoneOf', { action: item.NextAction })}
      onClick={() => handlers.complete(item)}
    >
      {t('backoffice.crm.markDone')}
    </Button>
  );
}

/**
 * An item's way to its own area (a ticket, an appointment); for a recorded activity the server lets
 * the user change (`CanChange`: theirs, or anyone's for an admin), edit and delete; "Fatto" for a next
 * action they may mark done.
 */
export function ItemActions({ item, handlers }: { item: TimelineItem; handlers: ActivityHandlers }) {
  const { t } = useTranslation('backoffice');
  const mine = item.CanChange && item.ActivityId !== null;
  const done = handlers.mayComplete(item);
  if (!item.Link && !mine && !done) return null;
  return (
    <Group gap={4} wrap="wrap">
      {item.Link && (
        <Anchor
          component={Link}
          to={item.Link}
          size="sm"
          aria-label={t('backoffice.crm.openLinkOf', { subject: item.Subject })}
          mr="xs"
        >
          {t('backoffice.crm.openLink')}
        </Anchor>
      )}
      {mine && (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={t('backoffice.crm.editOf', { subject: item.Subject })}
          onClick={() => handlers.edit(item)}
        >
          {t('backoffice.crm.edit')}
        </Button>
      )}
      <DoneButton item={item} handlers={handlers} />
      {mine && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={t('backoffice.crm.deleteOf', { subject: item.Subject })}
          onClick={() => handlers.remove(item)}
        >
          {t('backoffice.crm.delete')}
        </Button>
      )}
    </Group>
  );
}
