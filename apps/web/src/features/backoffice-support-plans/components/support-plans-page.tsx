import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Plan } from '@sportello/contracts/backoffice/support-plans.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.plans.code')}</Table.Th>
              <Table.Th>{t('backoffice.plans.name')}</Table.Th>
              <Table.Th>{t('backoffice.plans.firstResponse')}</Table.Th>
              <Table.Th>{t('backoffice.plans.resolution')}</Table.Th>
              <Table.Th>{t('backoffice.plans.premium')}</Table.Th>
              <Table.Th>{t('backoffice.plans.activeSubscriptions')}</Table.Th>
              {(mayEdit || can('plans', 'delete')) && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.data?.map((p) => (
              <Table.Tr key={p.Id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {p.Code}
                  </Text>
                </Table.Td>
                <Table.Td>{p.Name}</Table.Td>
                <Table.Td>{formatMinutes(p.FirstResponseMinutes)}</Table.Td>
                <Table.Td>{formatMinutes(p.ResolutionMinutes)}</Table.Td>
                <Table.Td>
                  {p.Premium && (
                    <Badge color="yellow.9" variant="outline" size="sm">
                      {t('backoffice.plans.premium')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.ActiveSubscriptions}</Table.Td>
                {(mayEdit || can('plans', 'delete')) && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {mayEdit && (
                        <Button size="xs" variant="subtle" onClick={() => setEditing({ plan: p })}>
                          {t('backoffice.list.edit')}
                        </Button>
                      )}
                      {can('plans', 'delete') && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending && remove.variables?.Id === p.Id}
                          onClick={async () => {
                            if (
                              await dialogs.confirm({
                                message: t('backoffice.plans.confirmDelete', { name: p.Name }),
                              })
                            )
                              remove.mutate(p);
                          }}
                        >
                          {t('backoffice.edit.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
