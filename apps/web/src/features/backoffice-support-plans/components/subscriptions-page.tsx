import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type {
  Subscription,
  SubscriptionFilter,
} from '@sportello/contracts/backoffice/support-plans.contract';
import {
  SUBSCRIPTION_SORT_FIELDS,
  SUBSCRIPTION_STATUSES,
} from '@sportello/contracts/backoffice/support-plans.values';
import { formatDate } from '@sportello/contracts/common/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SearchInput } from '../../../components/backoffice/search-input';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import {
  deleteSubscriptionCall,
  plansQuery,
  SUPPORT_PLANS_KEY,
  subscriptionsQuery,
} from '../api/support-plans-calls';
import { SubscriptionModal } from './subscription-modal';

const DEFAULTS = { page: 0, size: 20, sort: 'EndsOn', desc: true, q: '', plan: '', status: '', company: '' };
type SortField = (typeof SUBSCRIPTION_SORT_FIELDS)[number];
type Status = (typeof SUBSCRIPTION_STATUSES)[number];
// White on each reads at 4.5:1 or more (green.8 is 3.3:1).
const STATUS_COLOR = { active: 'teal.9', upcoming: 'blue.8', expired: 'gray.7' } as const;

/** Who subscribes to which plan, until when: searched, filtered, sorted and paged on the server. */
export function SubscriptionsPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.subscriptions')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const [state, update] = useListState(DEFAULTS);
  const filter: SubscriptionFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: (SUBSCRIPTION_SORT_FIELDS as readonly string[]).includes(state.sort)
      ? (state.sort as SortField)
      : 'EndsOn',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(/^\d{1,9}$/.test(state.plan) && Number(state.plan) > 0 && { PlanId: Number(state.plan) }),
    ...(/^\d{1,9}$/.test(state.company) && Number(state.company) > 0 && { CompanyId: Number(state.company) }),
    ...((SUBSCRIPTION_STATUSES as readonly string[]).includes(state.status) && {
      Status: state.status as Status,
    }),
  };
  const list = useQuery(subscriptionsQuery(filter));
  const plans = useQuery(plansQuery);
  const [editing, setEditing] = useState<{ sub: Subscription | null } | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteSubscriptionCall(id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.subscriptions.deleted') });
      await queryClient.invalidateQueries({ queryKey: SUPPORT_PLANS_KEY });
    },
  });
  const mayEdit = can('plans', 'update');

  const columns: Column<Subscription>[] = [
    {
      id: 'company',
      label: t('backoffice.subscriptions.company'),
      sortField: 'Company',
      render: (s) => (
        <div>
          <Text size="sm">{s.Company.Name}</Text>
          <Text size="xs" c="dimmed">
            {s.Company.VatCode}
          </Text>
        </div>
      ),
    },
    {
      id: 'plan',
      label: t('backoffice.subscriptions.plan'),
      render: (s) => (
        <Group gap={4} wrap="nowrap">
          {s.Plan.Name}
          {s.Plan.Premium && (
            <Badge color="yellow.9" variant="outline" size="xs">
              {t('backoffice.plans.premium')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'user',
      label: t('backoffice.subscriptions.user'),
      render: (s) =>
        s.User ? (
          <div>
            <Text size="sm">{s.User.Name}</Text>
            <Text size="xs" c="dimmed">
              {s.User.Email}
            </Text>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('backoffice.subscriptions.wholeCompany')}
          </Text>
        ),
    },
    {
      id: 'starts',
      label: t('backoffice.subscriptions.startsOn'),
      sortField: 'StartsOn',
      render: (s) => formatDate(s.StartsOn),
    },
    {
      id: 'ends',
      label: t('backoffice.subscriptions.endsOn'),
      sortField: 'EndsOn',
      render: (s) => formatDate(s.EndsOn),
    },
    {
      id: 'status',
      label: t('backoffice.subscriptions.status'),
      render: (s) => (
        <Badge color={STATUS_COLOR[s.Status]} variant="filled" size="sm">
          {t(`backoffice.subscriptions.status.${s.Status}`)}
        </Badge>
      ),
    },
    ...(mayEdit || can('plans', 'delete')
      ? [
          {
            id: 'actions',
            label: '',
            render: (s: Subscription) => (
              <Group gap={4} wrap="nowrap">
                {mayEdit && (
                  <Button size="xs" variant="subtle" onClick={() => setEditing({ sub: s })}>
                    {t('backoffice.list.edit')}
                  </Button>
                )}
                {can('plans', 'delete') && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={async () => {
                      if (await dialogs.confirm({ message: t('backoffice.subscriptions.confirmDelete') }))
                        remove.mutate(s.Id);
                    }}
                  >
                    {t('backoffice.edit.delete')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.subscriptions')}
        </Title>
        {can('plans', 'create') && (
          <Button onClick={() => setEditing({ sub: null })}>{t('backoffice.subscriptions.newTitle')}</Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('backoffice.list.search')}
          placeholder={t('backoffice.subscriptions.searchHint')}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label={t('backoffice.subscriptions.plan')}
          placeholder={t('backoffice.subscriptions.allPlans')}
          clearable
          w={180}
          value={filter.PlanId ? String(filter.PlanId) : null}
          onChange={(v) => update({ plan: v ?? '' })}
          data={(plans.data ?? []).map((p) => ({ value: String(p.Id), label: p.Name }))}
        />
        <Select
          label={t('backoffice.subscriptions.status')}
          placeholder={t('backoffice.list.allStatuses')}
          clearable
          w={160}
          value={filter.Status ?? null}
          onChange={(v) => update({ status: v ?? '' })}
          data={SUBSCRIPTION_STATUSES.map((s) => ({
            value: s,
            label: t(`backoffice.subscriptions.status.${s}`),
          }))}
        />
      </Group>
      <ErrorAlert error={remove.error ?? undefined} />
      <DataList
        list={list}
        rowId={(s) => s.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'EndsOn', desc: filter.Desc ?? true }}
        page={state.page}
        onChange={update}
      />
      <SubscriptionModal
        opened={editing !== null}
        sub={editing?.sub ?? null}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          notifications.show({ color: 'green', message: t('backoffice.subscriptions.saved') });
          await queryClient.invalidateQueries({ queryKey: SUPPORT_PLANS_KEY });
        }}
      />
    </Stack>
  );
}
