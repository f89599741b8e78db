import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { portalDateTime } from '../../../lib/portal-time';

/** Still to do after its due time. */
export const isOverdue = (item: TimelineItem, now = Date.now()) =>
  item.DoneAt === null && item.NextDueAt !== null && Date.parse(item.NextDueAt) < now;

/**
 * A recorded activity's next action: what, by when (in red once late) and whose; once done, struck
 * through with the day it was done.
 */
export function NextActionLine({ item }: { item: TimelineItem }) {
  const { t } = useTranslation('backoffice');
  const late = isOverdue(item);
  return (
    <Stack gap={2}>
      <Text
        size="sm"
        fw={500}
        td={item.DoneAt ? 'line-through' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {t('backoffice.crm.next', { action: item.NextAction })}
      </Text>
      {item.DoneAt ? (
        <Group gap={4} wrap="nowrap">
          <IconCheck size={16} color="var(--mantine-color-teal-9)" aria-hidden />
          <Text size="sm" c="teal.9">
            {t('backoffice.crm.doneAt', { at: portalDateTime(item.DoneAt) })}
          </Text>
        </Group>
      ) : (
        <Group gap={6} wrap="wrap">
          {item.NextDueAt && (
            <Text size="sm" c={late ? 'red.8' : 'dimmed'} fw={late ? 600 : undefined}>
              {t('backoffice.crm.due', { at: portalDateTime(item.NextDueAt) })}
            </Text>
          )}
          {late && (
            <Badge color="red.8" size="sm" tt="none">
              {t('backoffice.crm.overdue')}
            </Badge>
          )}
          {item.NextOwner && (
            <Text size="sm" c="dimmed">
              {t('backoffice.crm.ownerOf', { name: item.NextOwner.Name })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
