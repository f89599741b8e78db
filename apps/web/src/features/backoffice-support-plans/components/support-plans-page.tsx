import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Plan } from '@sportello/contracts/backoffice/support-plans.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, ColumnTable } from '../../../components/column-table';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { formatMinutes } from '../../../lib/backoffice/duration';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { deletePlanCall, plansQuery, SUPPORT_PLANS_KEY } from '../api/support-plans-calls';
import { PlanModal } from './plan-modal';

/** The support plans and their service targets (business time); admins create, change and delete them. */
export function SupportPlansPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.supportPlans')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const plans = useQuery(plansQuery);
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const remove = useMutation({
    mutationFn: (plan: Plan) => deletePlanCall(plan.Id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.plans.deleted') });
      await queryClient.invalidateQueries({ queryKey: SUPPORT_PLANS_KEY });
    },
  });
  const mayEdit = can('plans', 'update');
  const mayDelete = can('plans', 'delete');

  const confirmDelete = async (plan: Plan) => {
    if (await dialogs.confirm({ message: t('backoffice.plans.confirmDelete', { name: plan.Name }) }))
      remove.mutate(plan);
  };

  const columns: Column<Plan>[] = [
    {
      id: 'code',
      label: t('backoffice.plans.code'),
      render: (p) => (
        <Text size="sm" ff="monospace">
          {p.Code}
        </Text>
      ),
    },
    { id: 'name', label: t('backoffice.plans.name'), render: (p) => p.Name },
    {
      id: 'firstResponse',
      label: t('backoffice.plans.firstResponse'),
      render: (p) => formatMinutes(p.FirstResponseMinutes),
    },
    {
      id: 'resolution',
      label: t('backoffice.plans.resolution'),
      render: (p) => formatMinutes(p.ResolutionMinutes),
    },
    {
      id: 'premium',
      label: t('backoffice.plans.premium'),
      render: (p) =>
        p.Premium && (
          <Badge color="yellow.9" variant="outline" size="sm">
            {t('backoffice.plans.premium')}
          </Badge>
        ),
    },
    {
      id: 'active',
      label: t('backoffice.plans.activeSubscriptions'),
      render: (p) => p.ActiveSubscriptions,
    },
  ];
  if (mayEdit || mayDelete)
    columns.push({
      id: 'actions',
      label: t('backoffice.list.actions'),
      labelHidden: true,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          {mayEdit && (
            <Button size="xs" variant="subtle" onClick={() => setEditing({ plan: p })}>
              {t('backoffice.list.edit')}
            </Button>
          )}
          {mayDelete && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending && remove.variables?.Id === p.Id}
              onClick={() => void confirmDelete(p)}
            >
              {t('backoffice.edit.delete')}
            </Button>
          )}
        </Group>
      ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.supportPlans')}
        </Title>
        {can('plans', 'create') && (
          <Button onClick={() => setEditing({ plan: null })}>{t('backoffice.plans.newTitle')}</Button>
        )}
      </Group>
      <ErrorAlert error={plans.error ?? remove.error ?? undefined} />
      <ColumnTable
        rows={plans.data ?? []}
        rowId={(p) => p.Id}
        columns={columns}
        label={t('backoffice.nav.supportPlans')}
        minWidth={640}
        striped
      />
      {plans.data?.length === 0 && <Text c="dimmed">{t('backoffice.list.empty')}</Text>}
      <PlanModal
        opened={editing !== null}
        plan={editing?.plan ?? null}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          notifications.show({ color: 'green', message: t('backoffice.plans.saved') });
          await queryClient.invalidateQueries({ queryKey: SUPPORT_PLANS_KEY });
        }}
      />
    </Stack>
  );
}
