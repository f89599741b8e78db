import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Chip, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { TIMELINE_KINDS } from '@sportello/contracts/backoffice/crm.values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrmOwner, TimelineSelection } from '../api/crm-calls';

/**
 * The timeline's filters: the kinds shown (none chosen: every kind), and whose recorded activities
 * (author or owner of the next action) — anyone's, an operator's, or the user's own at one switch.
 */
export function TimelineFilters({
  selection,
  owners,
  onChange,
}: {
  selection: TimelineSelection;
  owners: CrmOwner[];
  onChange: (selection: TimelineSelection) => void;
}) {
  const { t } = useTranslation('backoffice');
  const kindsId = useId();
  const me = owners.find((o) => o.Me);
  const withOwner = (ownerId: string | null | undefined) => {
    const { OwnerId: _, ...rest } = selection;
    onChange(ownerId ? { ...rest, OwnerId: ownerId } : rest);
  };
  return (
    <Stack gap="xs" role="search" aria-label={t('backoffice.crm.filters')}>
      <Stack gap={4} role="group" aria-labelledby={kindsId}>
        <Text size="sm" fw={500} id={kindsId}>
          {t('backoffice.crm.kinds')}
        </Text>
        <Chip.Group
          multiple
          value={selection.Kinds ?? []}
          // In the contract's order, whatever the order of the clicks: one filter, one cached answer.
          onChange={(values) =>
            onChange({ ...selection, Kinds: TIMELINE_KINDS.filter((k) => values.includes(k)) })
          }
        >
          <Group gap={6} wrap="wrap">
            {TIMELINE_KINDS.map((kind) => (
              <Chip key={kind} value={kind} size="xs">
                {t(`backoffice.crm.kind.${kind}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Group gap="md" wrap="wrap" align="flex-end">
        <Select
          label={t('backoffice.crm.owner')}
          placeholder={t('backoffice.crm.anyOwner')}
          clearable
          w={{ base: '100%', xs: 260 }}
          data={owners.map((o) => ({ value: o.Id, label: o.Name }))}
          value={selection.OwnerId ?? null}
          onChange={withOwner}
        />
        {me && (
          <Switch
            label={t('backoffice.crm.mine')}
            checked={selection.OwnerId === me.Id}
            onChange={(event) => withOwner(event.currentTarget.checked ? me.Id : null)}
            mb={8}
          />
        )}
      </Group>
    </Stack>
  );
}
