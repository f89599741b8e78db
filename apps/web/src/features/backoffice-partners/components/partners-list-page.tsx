import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Partner, PartnerFilter } from '@sportello/contracts/backoffice/partners.contract';
import { PARTNER_SORT_FIELDS } from '@sportello/contracts/backoffice/partners.values';
import { formatDate } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { YesNoFilter } from '../../../components/backoffice/yes-no-filter';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { PARTNERS_KEY, partnersQuery } from '../api/partners-calls';
import { PartnerFormModal } from './partner-form-modal';
import { CopyableValue, PartnerStateBadge, PartnersHeader, ScopeBadges } from './partners-parts';
import { type IssuedSecret, SecretModal } from './secret-modal';

const DEFAULTS = { page: 0, sort: 'Name', desc: false, q: '', enabled: '' };

type SortField = (typeof PARTNER_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (PARTNER_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'Name';

/**
 * The partner applications (decision 080): searched by name or client id, filtered by whether they
 * are enabled, each with what it may do and how many portal users it is linked to. Admins register
 * one here; its secret is shown once, right after.
 */
export function PartnersListPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const filter: PartnerFilter = {
    Page: state.page,
    Size: 20,
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(state.enabled !== '' && { Enabled: state.enabled === '1' }),
  };
  const list = useQuery(partnersQuery(filter));
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<IssuedSecret>();

  const columns: Column<Partner>[] = [
    {
      id: 'name',
      label: t('backoffice.partners.name'),
      sortField: 'Name',
      essential: true,
      render: (p) => (
        // A name reads whole: the client id beside it wraps instead (#41).
        <Anchor
          component={Link}
          to={routePath(paths.backoffice.partner, { id: p.Id })}
          style={{ overflowWrap: 'normal' }}
        >
          {p.Name}
        </Anchor>
      ),
    },
    {
      id: 'clientId',
      label: t('backoffice.partners.clientId'),
      render: (p) => <CopyableValue value={p.ClientId} copyLabel={t('backoffice.partners.copyClientId')} />,
    },
    {
      id: 'scopes',
      label: t('backoffice.partners.scopes'),
      render: (p) => <ScopeBadges scopes={p.Scopes} />,
    },
    {
      id: 'links',
      label: t('backoffice.partners.linkCount'),
      sortField: 'Links',
      // The links list, filtered by the partner.
      render: (p) => (
        <Anchor
          component={Link}
          to={`${paths.backoffice.partnerLinks}?partner=${p.Id}`}
          aria-label={t('backoffice.partners.linkCountNamed', { name: p.Name, links: p.Links })}
        >
          {p.Links}
        </Anchor>
      ),
    },
    {
      id: 'state',
      label: t('backoffice.partners.state'),
      render: (p) => <PartnerStateBadge enabled={p.Enabled} />,
    },
    {
      id: 'created',
      label: t('backoffice.partners.createdAt'),
      sortField: 'CreatedAt',
      render: (p) => <Text size="sm">{formatDate(p.CreatedAt)}</Text>,
    },
  ];

  return (
    <Stack gap="md">
      <PartnersHeader
        current="applications"
        actions={
          can('partners', 'create') && (
            <Button onClick={() => setCreating(true)}>{t('backoffice.partners.new')}</Button>
          )
        }
      />
      <ListFilters
        searchHint={t('backoffice.partners.searchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <YesNoFilter
          label={t('backoffice.partners.enabledFilter')}
          value={state.enabled}
          onChange={(enabled) => update({ enabled })}
        />
      </ListFilters>
      <DataList
        list={list}
        rowId={(p) => p.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'Name', desc: filter.Desc ?? false }}
        page={state.page}
        onChange={update}
      />
      {creating && (
        <PartnerFormModal
          partner={null}
          onClose={() => setCreating(false)}
          onSaved={async (saved) => {
            setCreating(false);
            notifications.show({
              color: 'green',
              message: t('backoffice.partners.saved', { name: saved.Partner.Name }),
            });
            if (saved.ClientSecret) setIssued({ partner: saved.Partner, secret: saved.ClientSecret });
            await queryClient.invalidateQueries({ queryKey: PARTNERS_KEY });
          }}
        />
      )}
      {issued && <SecretModal issued={issued} onClose={() => setIssued(undefined)} />}
    </Stack>
  );
}
