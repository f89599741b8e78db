import { Anchor, Button, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PartnerLink, PartnerLinkFilter } from '@sportello/contracts/backoffice/partners.contract';
import { PARTNER_LINK_SORT_FIELDS } from '@sportello/contracts/backoffice/partners.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  deletePartnerLinkCall,
  PARTNERS_KEY,
  partnerLinksQuery,
  partnerOptionsQuery,
} from '../api/partners-calls';
import { PartnersHeader } from './partners-parts';

const DEFAULTS = { page: 0, sort: 'CreatedAt', desc: true, q: '', partner: 0 };

type SortField = (typeof PARTNER_LINK_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (PARTNER_LINK_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'CreatedAt';

/**
 * The partners' links to portal users: who a partner knows by which key, searched by that key, the
 * user or the company, filtered by partner. Admins remove a link; the partner then no longer finds
 * the user by that key.
 */
export function PartnerLinksPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const filter: PartnerLinkFilter = {
    Page: state.page,
    Size: 20,
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(state.partner > 0 && { PartnerId: state.partner }),
  };
  const list = useQuery(partnerLinksQuery(filter));
  const partners = useQuery(partnerOptionsQuery);

  const remove = useMutation({
    mutationFn: (link: PartnerLink) => deletePartnerLinkCall(link.Id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.partners.linkRemoved') });
      await queryClient.invalidateQueries({ queryKey: PARTNERS_KEY });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const confirmRemove = async (link: PartnerLink) => {
    const confirmed = await dialogs.confirm({
      message: t('backoffice.partners.confirmRemoveLink', {
        user: link.UserName,
        partner: link.PartnerName,
        key: link.PartnerUserKey,
      }),
      confirmLabel: t('backoffice.partners.removeLink'),
      confirmColor: 'red',
    });
    if (confirmed) remove.mutate(link);
  };

  // The user's page, for those who may open it.
  const mayOpenUser = can('users', 'read');
  const columns: Column<PartnerLink>[] = [
    {
      id: 'partner',
      label: t('backoffice.partners.partner'),
      essential: true,
      render: (l) => (
        <Anchor component={Link} to={routePath(paths.backoffice.partner, { id: l.PartnerId })}>
          {l.PartnerName}
        </Anchor>
      ),
    },
    {
      id: 'key',
      label: t('backoffice.partners.userKey'),
      sortField: 'PartnerUserKey',
      render: (l) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {l.PartnerUserKey}
        </Text>
      ),
    },
    {
      id: 'user',
      label: t('backoffice.partners.user'),
      render: (l) =>
        mayOpenUser ? (
          <Anchor component={Link} to={routePath(paths.backoffice.user, { id: l.UserId })}>
            {l.UserName}
          </Anchor>
        ) : (
          l.UserName
        ),
    },
    { id: 'company', label: t('backoffice.partners.company'), render: (l) => l.CompanyName },
    {
      id: 'linked',
      label: t('backoffice.partners.linkedAt'),
      sortField: 'CreatedAt',
      render: (l) => formatDateTime(l.CreatedAt),
    },
  ];
  if (can('partners', 'delete'))
    columns.push({
      id: 'actions',
      label: t('backoffice.list.actions'),
      labelHidden: true,
      essential: true,
      render: (l) => (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={remove.isPending && remove.variables?.Id === l.Id}
          aria-label={t('backoffice.partners.removeLinkNamed', { user: l.UserName, partner: l.PartnerName })}
          onClick={() => void confirmRemove(l)}
        >
          {t('backoffice.partners.removeLink')}
        </Button>
      ),
    });

  return (
    <Stack gap="md">
      <PartnersHeader current="links" />
      <ListFilters
        searchHint={t('backoffice.partners.linksSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.partners.partner')}
          placeholder={t('backoffice.partners.allPartners')}
          clearable
          searchable
          w={220}
          value={state.partner > 0 ? String(state.partner) : null}
          onChange={(value) => update({ partner: value ? Number(value) : 0 })}
          data={(partners.data?.Items ?? []).map((p) => ({ value: String(p.Id), label: p.Name }))}
        />
      </ListFilters>
      <DataList
        list={list}
        rowId={(l) => l.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'CreatedAt', desc: filter.Desc ?? true }}
        page={state.page}
        onChange={update}
      />
    </Stack>
  );
}
