import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { IdentityFilter, IdentityLink } from '@sportello/contracts/backoffice/identities.contract';
import { IDENTITY_PROVIDERS, IDENTITY_SORT_FIELDS } from '@sportello/contracts/backoffice/identities.values';
import { routePath } from '@sportello/contracts/common/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SearchInput } from '../../../components/backoffice/search-input';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useIdentityProviderLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { identitiesQuery, unlinkIdentityCall } from '../api/users-calls';
import { shownAt } from '../hooks/shown-at';

const DEFAULTS = { page: 0, size: 20, sort: 'LinkedAt', desc: true, q: '', provider: '' };

type SortField = (typeof IDENTITY_SORT_FIELDS)[number];
type Provider = (typeof IDENTITY_PROVIDERS)[number];
const asSort = (value: string): SortField =>
  IDENTITY_SORT_FIELDS.find((field) => field === value) ?? 'LinkedAt';
const asProvider = (value: string): Provider | undefined => IDENTITY_PROVIDERS.find((p) => p === value);

/**
 * The identity providers' links to the portal's users (decision 034), by provider, searched by
 * subject, address or the user's names; an operator may unlink one after confirming.
 */
export function IdentitiesListPage() {
  const { t, i18n } = useTranslation('backoffice');
  const providerLabel = useIdentityProviderLabel();
  useDocumentTitle(`${t('backoffice.nav.identities')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const provider = asProvider(state.provider);
  const filter: IdentityFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(provider && { Provider: provider }),
    ...(state.q && { Text: state.q }),
  };
  const list = useQuery(identitiesQuery(filter));
  const unlink = useMutation({
    mutationFn: unlinkIdentityCall,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.users.done.unlink') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const confirmUnlink = async (link: IdentityLink) => {
    const message = t('backoffice.identities.confirmUnlink', {
      subject: link.Subject,
      provider: providerLabel(link.Provider),
      user: link.User.UserName,
    });
    if (await dialogs.confirm({ message })) unlink.mutate(link.Id);
  };

  const columns: Column<IdentityLink>[] = [
    { id: 'provider', label: t('backoffice.identities.provider'), render: (l) => providerLabel(l.Provider) },
    { id: 'subject', label: t('backoffice.users.subject'), sortField: 'Subject', render: (l) => l.Subject },
    { id: 'email', label: t('backoffice.users.email'), sortField: 'Email', render: (l) => l.Email ?? '—' },
    {
      id: 'user',
      label: t('backoffice.identities.user'),
      render: (l) => (
        <Stack gap={0}>
          <Anchor component={Link} to={routePath(paths.backoffice.user, { id: l.User.Id })}>
            {l.User.UserName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {`${l.User.FirstName} ${l.User.LastName}`.trim()}
          </Text>
        </Stack>
      ),
    },
    { id: 'company', label: t('backoffice.users.company'), render: (l) => l.Company.Name },
    {
      id: 'linkedAt',
      label: t('backoffice.users.linkedAt'),
      sortField: 'LinkedAt',
      render: (l) => shownAt(l.LinkedAt),
    },
    {
      id: 'lastUsedAt',
      label: t('backoffice.users.lastUsedAt'),
      sortField: 'LastUsedAt',
      render: (l) => shownAt(l.LastUsedAt),
    },
    ...(can('identities', 'delete')
      ? [
          {
            id: 'unlink',
            label: '',
            render: (l: IdentityLink) => (
              <Button
                size="xs"
                color="red"
                variant="subtle"
                aria-label={`${t('backoffice.users.unlink')} ${l.Subject}`}
                loading={unlink.isPending && unlink.variables === l.Id}
                onClick={() => void confirmUnlink(l)}
              >
                {t('backoffice.users.unlink')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.nav.identities')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label={t('backoffice.list.search')}
          placeholder={t('backoffice.identities.searchHint')}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label={t('backoffice.identities.provider')}
          placeholder={t('backoffice.identities.allProviders')}
          clearable
          w={170}
          value={provider ?? null}
          onChange={(v) => update({ provider: v ?? '' })}
          data={IDENTITY_PROVIDERS.map((p) => ({ value: p, label: providerLabel(p) }))}
        />
      </Group>
      <DataList
        list={list}
        rowId={(l) => l.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'LinkedAt', desc: filter.Desc ?? true }}
        page={state.page}
        onChange={update}
      />
    </Stack>
  );
}
