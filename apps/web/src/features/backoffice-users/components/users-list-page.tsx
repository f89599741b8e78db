import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { UserFilter, UserSummary } from '@sportello/contracts/backoffice/users.contract';
import {
  ACCOUNT_ROLES,
  type AccountRole,
  USER_SORT_FIELDS,
} from '@sportello/contracts/backoffice/users.values';
import { routePath } from '@sportello/contracts/common/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ImportButton } from '../../../components/backoffice/import-button';
import { SearchInput } from '../../../components/backoffice/search-input';
import { YesNoFilter } from '../../../components/backoffice/yes-no-filter';
import { DayRangeInputs } from '../../../components/day-input';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { companyQuery } from '../../../lib/backoffice/company-lookup-query';
import { dayRange } from '../../../lib/backoffice/day-range';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { enableUsersCall, usersExportUrl, usersQuery } from '../api/users-calls';

const DEFAULTS = {
  page: 0,
  size: 20,
  sort: 'UserName',
  desc: false,
  q: '',
  company: 0,
  role: '',
  enabled: '',
  locked: '',
  sso: '',
  never: '',
  /** The last sign-in's days (DayInput values, `YYYY-MM-DD`), both included. */
  loginFrom: '',
  loginTo: '',
};

type SortField = (typeof USER_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (USER_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'UserName';
/** A yes / no / any choice kept in the address as `1`, `0` or nothing. */
const flag = (value: string) => (value === '1' ? true : value === '0' ? false : undefined);

/** The portal's users across companies, searched, filtered, sorted and paged on the server. */
export function UsersListPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.users')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const [state, update] = useListState(DEFAULTS);
  // A company given by id only (a link from its page): its name for the picker.
  const company = useQuery({ ...companyQuery(state.company), enabled: state.company > 0 });
  const lastLogin = dayRange(state.loginFrom, state.loginTo);

  const filter: UserFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(state.company > 0 && { CompanyId: state.company }),
    ...((ACCOUNT_ROLES as readonly string[]).includes(state.role) && { Role: state.role as AccountRole }),
    Enabled: flag(state.enabled),
    Locked: flag(state.locked),
    SsoLinked: flag(state.sso),
    NeverSignedIn: flag(state.never),
    ...(lastLogin.From && { LastLoginFrom: lastLogin.From }),
    ...(lastLogin.To && { LastLoginTo: lastLogin.To }),
  };
  const list = useQuery(usersQuery(filter));
  const [selected, setSelected] = usePageSelection(filter);
  const enable = useMutation({
    mutationFn: (enabled: boolean) => enableUsersCall(selected.map(String), enabled),
    onSuccess: async (res) => {
      setSelected([]);
      notifications.show({ color: 'green', message: t('backoffice.users.updated', { count: res.Updated }) });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const disableSelected = async () => {
    if (await dialogs.confirm({ message: t('backoffice.users.confirmDisable', { count: selected.length }) }))
      enable.mutate(false);
  };

  const columns: Column<UserSummary>[] = [
    {
      id: 'userName',
      essential: true,
      label: t('backoffice.users.userName'),
      sortField: 'UserName',
      render: (u) => (
        // A user name reads as one word: never broken mid-word (#41).
        <Anchor
          component={Link}
          to={routePath(paths.backoffice.user, { id: u.Id })}
          style={{ whiteSpace: 'nowrap' }}
        >
          {u.UserName}
        </Anchor>
      ),
    },
    {
      id: 'name',
      label: t('backoffice.users.name'),
      sortField: 'LastName',
      render: (u) => `${u.LastName} ${u.FirstName}`,
    },
    { id: 'email', label: t('backoffice.users.email'), sortField: 'Email', render: (u) => u.Email },
    { id: 'company', label: t('backoffice.users.company'), render: (u) => u.Company.Name },
    {
      id: 'role',
      label: t('backoffice.users.role'),
      render: (u) => t(`backoffice.users.role.${u.Role}`),
    },
    {
      id: 'state',
      label: t('backoffice.users.state'),
      render: (u) => (
        <Group gap={4}>
          <Text size="sm" c={u.Enabled ? 'teal.9' : 'dimmed'}>
            {u.Enabled ? t('backoffice.users.enabled') : t('backoffice.users.disabled')}
          </Text>
          {u.Locked && (
            <Badge color="red" variant="outline">
              {t('backoffice.users.locked')}
            </Badge>
          )}
          {u.SsoLinked && <Badge variant="outline">{t('backoffice.users.sso')}</Badge>}
        </Group>
      ),
    },
    {
      id: 'lastLogin',
      label: t('backoffice.users.lastLogin'),
      sortField: 'LastLoginAt',
      render: (u) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {u.LastLoginAt ? dayjs(u.LastLoginAt).format('DD/MM/YYYY HH:mm') : t('backoffice.users.never')}
        </Text>
      ),
    },
  ];

  const flagSelect = (key: 'enabled' | 'locked' | 'sso' | 'never', label: string) => (
    <YesNoFilter label={label} value={state[key]} onChange={(v) => update({ [key]: v })} />
  );
  const mayUpdate = can('users', 'update');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.users')}
        </Title>
        <Group gap="xs" align="flex-end">
          {mayUpdate && selected.length > 0 && (
            <>
              <Button variant="light" onClick={() => enable.mutate(true)} loading={enable.isPending}>
                {t('backoffice.users.enableSelected', { count: selected.length })}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => void disableSelected()}
                loading={enable.isPending}
              >
                {t('backoffice.users.disableSelected', { count: selected.length })}
              </Button>
            </>
          )}
          {can('users', 'create') && <ImportButton kind="users" />}
          {can('users', 'create') && (
            <Button component={Link} to={paths.backoffice.userNew}>
              {t('backoffice.users.new')}
            </Button>
          )}
          {can('users', 'export') && (
            <ExportButton href={(encoding) => usersExportUrl({ ...filter, Page: 0 }, encoding)} />
          )}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('backoffice.list.search')}
          placeholder={t('backoffice.users.searchHint')}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <CompanyPicker
          label={t('backoffice.users.company')}
          placeholder={t('backoffice.users.allCompanies')}
          clearable
          w={260}
          chosen={company.data}
          value={state.company > 0 ? String(state.company) : null}
          onChange={(v) => update({ company: v ? Number(v) : 0 })}
        />
        <Select
          label={t('backoffice.users.role')}
          placeholder={t('backoffice.companies.any')}
          clearable
          w={170}
          value={state.role || null}
          onChange={(v) => update({ role: v ?? '' })}
          data={ACCOUNT_ROLES.map((r) => ({ value: r, label: t(`backoffice.users.role.${r}`) }))}
        />
        {flagSelect('enabled', t('backoffice.users.enabled'))}
        {flagSelect('locked', t('backoffice.users.locked'))}
        {flagSelect('sso', t('backoffice.users.sso'))}
        {flagSelect('never', t('backoffice.users.neverSignedIn'))}
        <DayRangeInputs
          labels={{ from: t('backoffice.users.lastLoginFrom'), to: t('backoffice.users.lastLoginTo') }}
          from={state.loginFrom}
          to={state.loginTo}
          onChange={(change) =>
            update('from' in change ? { loginFrom: change.from } : { loginTo: change.to })
          }
          w={170}
        />
      </Group>
      <DataList
        list={list}
        rowId={(u) => u.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'UserName', desc: filter.Desc ?? false }}
        page={state.page}
        onChange={update}
        selection={mayUpdate ? { selected, onChange: setSelected } : undefined}
        columnsName="users"
      />
    </Stack>
  );
}
