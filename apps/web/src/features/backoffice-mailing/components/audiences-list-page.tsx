import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import type { AudienceListFilter, AudienceSummary } from '@sportello/contracts/backoffice/mailing.contract';
import {
  AUDIENCE_KINDS,
  AUDIENCE_SORT_FIELDS,
  type AudienceKind,
} from '@sportello/contracts/backoffice/mailing.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/backoffice/data-list';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { audiencesQuery } from '../api/mailing-calls';
import { MailingHeader, MailingList } from './mailing-parts';

const DEFAULTS = { page: 0, sort: 'UpdatedAt', desc: true, q: '', kind: '' };
type SortField = (typeof AUDIENCE_SORT_FIELDS)[number];
const asKind = (value: string): AudienceKind | undefined =>
  (AUDIENCE_KINDS as readonly string[]).includes(value) ? (value as AudienceKind) : undefined;

/**
 * The audiences campaigns are sent to (decision 075): a filter over companies and users, or a
 * static list from a file; searched by name, filtered by kind, with how many people each takes now.
 */
export function AudiencesListPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const [state, update] = useListState(DEFAULTS);
  const kind = asKind(state.kind);
  const filter: AudienceListFilter = {
    Page: state.page,
    Size: 20,
    Sort: (AUDIENCE_SORT_FIELDS as readonly string[]).includes(state.sort)
      ? (state.sort as SortField)
      : 'UpdatedAt',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(kind && { Kind: kind }),
  };
  const list = useQuery(audiencesQuery(filter));
  const kindLabel = (k: AudienceKind) => t(`backoffice.mailing.kind.${k}`);
  const columns: Column<AudienceSummary>[] = [
    {
      id: 'name',
      label: t('backoffice.mailing.name'),
      sortField: 'Name',
      render: (a) => (
        <Anchor component={Link} to={routePath(paths.backoffice.audience, { id: a.Id })}>
          {a.Name}
        </Anchor>
      ),
    },
    {
      id: 'kind',
      label: t('backoffice.mailing.kindLabel'),
      render: (a) => (
        <Badge variant="light" color={a.Kind === 'filter' ? 'blue' : 'grape'}>
          {kindLabel(a.Kind)}
        </Badge>
      ),
    },
    {
      id: 'users',
      label: t('backoffice.mailing.people'),
      render: (a) => a.Users.toLocaleString(),
    },
    {
      id: 'updated',
      label: t('backoffice.mailing.updatedAt'),
      sortField: 'UpdatedAt',
      render: (a) => `${formatDateTime(a.UpdatedAt)} · ${a.UpdatedBy}`,
    },
  ];
  return (
    <Stack gap="md">
      <MailingHeader
        current="audiences"
        actions={
          can('mailing', 'create') && (
            <Button component={Link} to={routePath(paths.backoffice.audience, { id: 'new' })}>
              {t('backoffice.mailing.newAudience')}
            </Button>
          )
        }
      />
      <Text c="dimmed" size="sm">
        {t('backoffice.mailing.audiencesIntro')}
      </Text>
      <MailingList
        list={list}
        rowId={(a) => a.Id}
        columns={columns}
        state={state}
        update={update}
        sort={{ field: filter.Sort ?? 'UpdatedAt', desc: filter.Desc ?? true }}
        searchHint={t('backoffice.mailing.searchName')}
        empty={t('backoffice.mailing.noAudiences')}
        choice={{
          label: t('backoffice.mailing.kindLabel'),
          placeholder: t('backoffice.mailing.anyKind'),
          value: kind,
          options: AUDIENCE_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
          onChange: (v) => update({ kind: v }),
        }}
      />
    </Stack>
  );
}
