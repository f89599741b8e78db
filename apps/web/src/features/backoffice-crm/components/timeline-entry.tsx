import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import type { ActivityOutcome } from '@sportello/contracts/backoffice/crm.values';
import { useTranslation } from 'react-i18next';
import { useProductLabel } from '../../../lib/code-labels';
import { portalDateTime } from '../../../lib/portal-time';
import { type ActivityHandlers, ItemActions } from './item-actions';
import { KindIcon } from './kind-icon';
import { NextActionLine } from './next-action-line';

// White on each reads at 4.5:1 or more.
const OUTCOME_COLORS: Record<Exclude<ActivityOutcome, ''>, string> = {
  done: 'teal.9',
  no_answer: 'gray.7',
  interested: 'blue.8',
  not_interested: 'red.8',
  follow_up: 'orange.9',
};

/** Text that may hold long words (an address, a link) and line breaks, kept within a phone's width. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * One line of a company's timeline: its kind, when (Europe/Rome) and who, its outcome and its state
 * in its own area, the subject and the body as plain text with its line breaks, the next action of a
 * recorded activity, and what may be done with it.
 */
export function TimelineEntry({ item, handlers }: { item: TimelineItem; handlers: ActivityHandlers }) {
  const productLabel = useProductLabel();
  const { t } = useTranslation('backoffice');
  const kind = t(`backoffice.crm.kind.${item.Kind}`);
  return (
    <Paper withBorder p="sm" component="li">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <KindIcon kind={item.Kind} label={kind} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {kind}
            </Text>
            <Text size="sm" c="dimmed" component="time" dateTime={item.At}>
              {portalDateTime(item.At)}
            </Text>
            {item.Who && (
              <Text size="sm" c="dimmed" style={WRAP}>
                {t('backoffice.crm.by', { who: item.Who })}
              </Text>
            )}
            {item.Outcome && (
              <Badge color={OUTCOME_COLORS[item.Outcome]} size="sm" tt="none">
                {t(`backoffice.crm.outcome.${item.Outcome}`)}
              </Badge>
            )}
            {item.State && (
              <Text size="sm" c="dimmed">
                {t('backoffice.crm.state', {
                  state: t(`backoffice.crm.stateOf.${item.Kind}.${item.State}`, { defaultValue: item.State }),
                })}
              </Text>
            )}
          </Group>
          <Text fw={600} style={WRAP}>
            {item.Kind === 'test_request'
              ? // A demonstration request's subject is its product's code: said in words.
                t('backoffice.crm.demoOf', {
                  product: productLabel(item.Subject),
                })
              : item.Subject}
          </Text>
          {item.Body && (
            <Text size="sm" style={{ ...WRAP, whiteSpace: 'pre-wrap' }}>
              {item.Body}
            </Text>
          )}
          {item.NextAction && <NextActionLine item={item} />}
          <ItemActions item={item} handlers={handlers} />
        </Stack>
      </Group>
    </Paper>
  );
}
