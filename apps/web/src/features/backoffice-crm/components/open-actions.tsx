import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityHandlers, DoneButton } from './item-actions';
import { KindIcon } from './kind-icon';
import { NextActionLine } from './next-action-line';

/**
 * The company's next actions still to do, soonest first (the server's order), whatever the
 * timeline's filters: what the operator opening the company should see first.
 */
export function OpenActions({ items, handlers }: { items: TimelineItem[]; handlers: ActivityHandlers }) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId} bg="var(--mantine-color-gray-0)">
      <Title order={3} size="h5" id={titleId} mb="xs">
        {t('backoffice.crm.openActions')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group key={item.Key} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <KindIcon kind={item.Kind} label={t(`backoffice.crm.kind.${item.Kind}`)} size={26} />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <NextActionLine item={item} />
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.Subject}
              </Text>
            </Stack>
            <DoneButton item={item} handlers={handlers} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
