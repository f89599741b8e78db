import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  Action,
  ActionScopes,
  RoleGrants,
  RoleResourceGrants,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';
import { ACTIONS, SCOPES } from '@sportello/contracts/backoffice/access.values';
import { scopeReach } from '@sportello/contracts/backoffice/resource-access';
import { RESOURCES } from '@sportello/contracts/backoffice/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { resetRoleGrantsCall, saveRoleGrantsCall } from '../api/access-calls';

/** A cell's value in the form: a scope, or `none` when the action is taken away. */
type CellValue = Scope | 'none';
type Values = Record<string, CellValue>;

const cellKey = (resource: string, action: Action) => `${resource}:${action}`;

/** Widest first, as the select lists them. */
const WIDEST_FIRST = [...SCOPES].sort((a, b) => scopeReach(b) - scopeReach(a));

function valuesOf(grants: RoleGrants): Values {
  const values: Values = {};
  for (const row of grants.Resources)
    for (const action of ACTIONS)
      if (row.Declared[action]) values[cellKey(row.Resource, action)] = row.Effective[action] ?? 'none';
  return values;
}

function actionsOf(row: RoleResourceGrants, values: Values): ActionScopes {
  const actions: ActionScopes = {};
  for (const action of ACTIONS) {
    const value = values[cellKey(row.Resource, action)];
    if (value && value !== 'none') actions[action] = value;
  }
  return actions;
}

const sameScopes = (a: ActionScopes, b: ActionScopes) =>
  ACTIONS.every((action) => (a[action] ?? null) === (b[action] ?? null));

/**
 * One role's grants as a matrix (decision 067): a row per resource, a column per action, each cell
 * the scope in force, chosen among those within the code's declaration and what the signed-in admin
 * may give (the server's `Grantable`); the scope in force stays offered, so that saving other cells
 * never counts as giving it. Read-only when `editable` is false and on the locked row. The table
 * scrolls inside its container on a phone.
 */
export function RoleGrantsMatrix({ grants, editable }: { grants: RoleGrants; editable: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const form = usePortalForm<Values>({ initialValues: valuesOf(grants), validate: () => ({}) });
  const roleName = t(`backoffice.roles.${grants.Role}`);
  const resourceName = (resource: string) => {
    const known = RESOURCES.find((r) => r === resource);
    return known ? t(`backoffice.resource.${known}`) : resource;
  };
  const done = async () => {
    notifications.show({ color: 'green', message: t('backoffice.roleGrants.saved') });
    // The caller's own permissions may have changed with their role's grants.
    await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
  };

  const changed = grants.Resources.filter(
    (row) => !row.Locked && !sameScopes(actionsOf(row, form.values), row.Effective),
  );
  const save = useMutation({
    mutationFn: () =>
      saveRoleGrantsCall({
        Role: grants.Role,
        Resources: changed.map((row) => ({ Resource: row.Resource, Actions: actionsOf(row, form.values) })),
      }),
    onSuccess: done,
    onError: (error) => {
      // The server names each refused cell by its place in what was sent.
      const wireFields: Record<string, string> = {};
      changed.forEach((row, i) => {
        for (const action of ACTIONS)
          wireFields[`Resources.${i}.Actions.${action}`] = cellKey(row.Resource, action);
      });
      showServerRefusal(form, catalogue, error, {}, wireFields);
    },
  });
  const reset = useMutation({
    mutationFn: (resource?: RoleResourceGrants['Resource']) =>
      resetRoleGrantsCall({ Role: grants.Role, ...(resource && { Resource: resource }) }),
    onSuccess: done,
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(catalogue, error) }),
  });
  const busy = save.isPending || reset.isPending;

  const resetAll = async () => {
    if (await dialogs.confirm({ message: t('backoffice.roleGrants.confirmReset', { role: roleName }) }))
      reset.mutate(undefined);
  };

  const cell = (row: RoleResourceGrants, action: Action) => {
    const declared = row.Declared[action];
    const actionName = t(`backoffice.roleGrants.action.${action}`);
    if (!declared)
      return (
        <Text size="sm" c="dimmed" aria-label={t('backoffice.roleGrants.notDeclared')}>
          —
        </Text>
      );
    const key = cellKey(row.Resource, action);
    const inForce = form.values[key] ?? 'none';
    if (!editable || row.Locked) return <Text size="sm">{t(`backoffice.roleGrants.scope.${inForce}`)}</Text>;
    // Up to what the admin may give, or the scope in force if wider (keeping it gives nothing).
    const reach = Math.max(scopeReach(row.Grantable[action]), scopeReach(row.Effective[action]));
    const options = [...WIDEST_FIRST.filter((s) => scopeReach(s) <= reach), 'none' as const];
    return (
      <Select
        aria-label={`${resourceName(row.Resource)}: ${actionName}`}
        size="xs"
        w={128}
        allowDeselect={false}
        disabled={busy}
        data={options.map((s) => ({ value: s, label: t(`backoffice.roleGrants.scope.${s}`) }))}
        {...form.getInputProps(key)}
      />
    );
  };

  return (
    <Stack gap="sm">
      {!editable && (
        <Alert color="gray" variant="light">
          {t('backoffice.roleGrants.readOnly')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={980}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.roleGrants.resource')}</Table.Th>
              {ACTIONS.map((action) => (
                <Table.Th key={action}>{t(`backoffice.roleGrants.action.${action}`)}</Table.Th>
              ))}
              {editable && <Table.Th aria-label={t('backoffice.roleGrants.resetRow')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grants.Resources.map((row) => {
              const narrowed = !sameScopes(row.Effective, row.Declared);
              return (
                <Table.Tr key={row.Resource}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{resourceName(row.Resource)}</Text>
                      {narrowed && (
                        <Badge size="xs" variant="light" color="orange">
                          {t('backoffice.roleGrants.narrowed')}
                        </Badge>
                      )}
                      {row.Locked && (
                        <Badge
                          size="xs"
                          variant="light"
                          color="gray"
                          title={t('backoffice.roleGrants.lockedHint')}
                        >
                          {t('backoffice.roleGrants.locked')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  {ACTIONS.map((action) => (
                    <Table.Td key={action}>{cell(row, action)}</Table.Td>
                  ))}
                  {editable && (
                    <Table.Td>
                      {narrowed && !row.Locked && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={busy}
                          aria-label={`${t('backoffice.roleGrants.resetRow')}: ${resourceName(row.Resource)}`}
                          onClick={() => reset.mutate(row.Resource)}
                        >
                          {t('backoffice.roleGrants.resetRow')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ErrorAlert error={form.failure} />
      {editable && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={busy} onClick={resetAll}>
            {t('backoffice.roleGrants.reset')}
          </Button>
          <Button
            loading={save.isPending}
            disabled={busy || changed.length === 0}
            onClick={() => save.mutate()}
          >
            {t('backoffice.roleGrants.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
