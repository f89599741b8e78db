import { TICKET_STATES } from '@sportello/contracts/tickets/tickets.values';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import { Button, Group, Pagination, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import type { TicketSummary } from '@sportello/contracts/tickets/tickets.contract';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketListParams } from '../hooks/ticket-list-params';
import { ItemStateBadge } from './item-state-badge';
import { itemCode } from './ticket-labels';

export interface TicketListProps {
  params: TicketListParams;
  items: TicketSummary[] | undefined;
  total: number;
  /** Zero-based index of the last page (the spec's page count). */
  lastPage: number;
  selectedId: string | null;
  onChange: (change: Partial<TicketListParams>) => void;
  onSelect: (item: TicketSummary) => void;
}

/** The support area's list (spec §2): filter by state, search, sort by date or state, server-side pages. */
export function TicketList({
  params,
  items,
  total,
  lastPage,
  selectedId,
  onChange,
  onSelect,
}: TicketListProps) {
  const { t } = useTranslation('support');
  const [search, setSearch] = useState(params.search);
  useEffect(() => setSearch(params.search), [params.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search });
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('support.list.search')}
            placeholder={t('support.list.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" aria-label={t('support.list.search')}>
            <IconSearch size={18} aria-hidden />
          </Button>
        </Group>
      </form>
      <Group gap="xs" grow>
        <Select
          label={t('support.list.state')}
          value={params.state ?? ''}
          onChange={(value) => onChange({ state: (value || undefined) as TicketListParams['state'] })}
          data={[
            { value: '', label: t('support.list.allStates') },
            ...TICKET_STATES.map((state) => ({ value: state, label: t(`support.state.${state}`) })),
          ]}
          allowDeselect={false}
        />
        <Select
          label={t('support.list.sort')}
          value={`${params.sort}:${params.dir}`}
          onChange={(value) => {
            const [sort, dir] = (value ?? 'date:desc').split(':') as [
              TicketListParams['sort'],
              TicketListParams['dir'],
            ];
            onChange({ sort, dir });
          }}
          data={[
            { value: 'date:desc', label: `${t('support.list.sortDate')} ↓` },
            { value: 'date:asc', label: `${t('support.list.sortDate')} ↑` },
            { value: 'state:asc', label: `${t('support.list.sortState')} ↑` },
            { value: 'state:desc', label: `${t('support.list.sortState')} ↓` },
          ]}
          allowDeselect={false}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('support.list.total', { count: total })}
      </Text>
      {items && items.length === 0 && <Text>{t('support.list.empty')}</Text>}
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('support.list.title')}
      >
        {items?.map((item) => (
          <li key={item.Id}>
            <UnstyledButton
              onClick={() => onSelect(item)}
              aria-current={item.Id === selectedId ? 'true' : undefined}
              p="sm"
              w="100%"
              bg={item.Id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" ff="monospace">
                  {t(`support.type.${item.Type}`)} · {itemCode(item)}
                </Text>
                <ItemStateBadge item={item} size="sm" />
              </Group>
              <Text fw={600} size="sm" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {item.Subject}
              </Text>
              <Text size="xs" c="dimmed">
                {t('support.list.updated', { date: formatDate(item.UpdatedAt) })}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {lastPage > 0 && (
        <Pagination
          total={lastPage + 1}
          value={params.page + 1}
          onChange={(page) => onChange({ page: page - 1 })}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': t(`support.list.${control}Page` as 'support.list.nextPage'),
          })}
          aria-label={t('support.list.pagination')}
        />
      )}
    </Stack>
  );
}
