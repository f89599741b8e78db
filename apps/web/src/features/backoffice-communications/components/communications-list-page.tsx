import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Group, Select, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type {
  Communication,
  CommunicationFilter,
} from '@sportello/contracts/backoffice/communications.contract';
import { COMMUNICATION_SORT_FIELDS } from '@sportello/contracts/backoffice/communications.values';
import { routePath } from '@sportello/contracts/common/route';
import { TYPE_IDS } from '@sportello/contracts/news/news.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { SearchInput } from '../../../components/backoffice/search-input';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  communicationsExportUrl,
  communicationsQuery,
  deleteCommunicationsCall,
} from '../api/communications-calls';

const DEFAULTS = { page: 0, size: 20, sort: 'UpdatedAt', desc: true, q: '', type: '', status: '' };

type SortField = (typeof COMMUNICATION_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (COMMUNICATION_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'UpdatedAt';

export function CommunicationsListPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.communications')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);

  const filter: CommunicationFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(state.type && { Type: Number(state.type) }),
    ...(state.status === 'draft' || state.status === 'published' ? { Status: state.status } : {}),
  };
  const list = useQuery(communicationsQuery(filter));
  const [selected, setSelected] = usePageSelection(filter);
  const remove = useMutation({
    mutationFn: deleteCommunicationsCall,
    onSuccess: async (res) => {
      setSelected([]);
      notifications.show({ color: 'green', message: t('backoffice.list.deleted', { count: res.Deleted }) });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });

  const columns: Column<Communication>[] = [
    { id: 'id', label: t('backoffice.field.id'), sortField: 'Id', render: (c) => c.Id },
    {
      id: 'title',
      label: t('backoffice.field.title'),
      sortField: 'Title',
      render: (c) => (
        <Anchor component={Link} to={routePath(paths.backoffice.communication, { id: c.Id })}>
          {c.Title}
        </Anchor>
      ),
    },
    {
      id: 'type',
      label: t('backoffice.field.type'),
      sortField: 'Type',
      render: (c) => t(`backoffice.type.${c.Type}` as 'backoffice.type.10'),
    },
    {
      id: 'status',
      label: t('backoffice.field.status'),
      sortField: 'Status',
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <Badge
            style={{ flexShrink: 0 }}
            color={c.Status === 'published' ? 'green' : 'gray'}
            variant="light"
          >
            {t(`backoffice.status.${c.Status}`)}
          </Badge>
          {c.IsPopup && <Badge variant="outline">{t('backoffice.list.popupBadge')}</Badge>}
        </Group>
      ),
    },
    { id: 'author', label: t('backoffice.field.author'), sortField: 'Author', render: (c) => c.Author },
    {
      id: 'updated',
      label: t('backoffice.field.updatedAt'),
      sortField: 'UpdatedAt',
      render: (c) => dayjs(c.UpdatedAt).format('DD/MM/YYYY HH:mm:ss'),
    },
  ];

  const confirmDelete = async () => {
    if (await dialogs.confirm({ message: t('backoffice.list.confirmDelete') }))
      remove.mutate(selected.map(Number));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.communications')}
        </Title>
        <Group gap="xs">
          {can('communications', 'export') && (
            <ExportButton href={(encoding) => communicationsExportUrl({ ...filter, Page: 0 }, encoding)} />
          )}
          {can('communications', 'delete') && selected.length > 0 && (
            <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
              {t('backoffice.list.deleteSelected', { count: selected.length })}
            </Button>
          )}
          {can('communications', 'create') && (
            <Button component={Link} to={routePath(paths.backoffice.communication, { id: 'new' })}>
              {t('backoffice.edit.newTitle')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput label={t('backoffice.list.search')} value={state.q} onSearch={(q) => update({ q })} />
        <Select
          label={t('backoffice.field.type')}
          placeholder={t('backoffice.list.allTypes')}
          clearable
          value={state.type || null}
          onChange={(v) => update({ type: v ?? '' })}
          data={TYPE_IDS.map((id) => ({
            value: String(id),
            label: t(`backoffice.type.${id}` as 'backoffice.type.10'),
          }))}
        />
        <Select
          label={t('backoffice.field.status')}
          placeholder={t('backoffice.list.allStatuses')}
          clearable
          value={state.status || null}
          onChange={(v) => update({ status: v ?? '' })}
          data={[
            { value: 'draft', label: t('backoffice.status.draft') },
            { value: 'published', label: t('backoffice.status.published') },
          ]}
        />
      </Group>
      <DataList
        list={list}
        rowId={(c) => c.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'UpdatedAt', desc: filter.Desc ?? true }}
        page={state.page}
        onChange={update}
        selection={
          can('communications', 'delete')
            ? { selected, onChange: setSelected, selectable: (c) => c.Editable }
            : undefined
        }
      />
    </Stack>
  );
}
