import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Tag, TagFilter } from '@sportello/contracts/backoffice/tags.contract';
import { TAG_SORT_FIELDS } from '@sportello/contracts/backoffice/tags.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SearchInput } from '../../../components/backoffice/search-input';
import { TagBadge } from '../../../components/backoffice/tag-badge';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { deleteTagCall, tagsQuery } from '../api/tags-calls';
import { TagFormModal } from './tag-form-modal';
import { TagMergeModal } from './tag-merge-modal';

const DEFAULTS = { page: 0, size: 20, sort: 'Name', desc: false, q: '' };

type SortField = (typeof TAG_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (TAG_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'Name';

/** The tags of companies: how many companies have each; create, rename, merge and delete. */
export function TagsListPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.tags')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const filter: TagFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
  };
  const list = useQuery(tagsQuery(filter));
  /** The tag being edited: `null` a new one, undefined none. */
  const [editing, setEditing] = useState<Tag | null | undefined>(undefined);
  const [merging, setMerging] = useState<Tag>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['backoffice'] });
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });

  const remove = useMutation({
    mutationFn: (tag: Tag) => deleteTagCall(tag.Id),
    onSuccess: async (res, tag) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.tags.deleted', { name: tag.Name, count: res.Companies }),
      });
      await refresh();
    },
    onError: failed,
  });
  const confirmDelete = async (tag: Tag) => {
    if (
      await dialogs.confirm({
        message: t('backoffice.tags.confirmDelete', { name: tag.Name, count: tag.Companies }),
      })
    )
      remove.mutate(tag);
  };

  const mayUpdate = can('tags', 'update');
  const mayDelete = can('tags', 'delete');
  const columns: Column<Tag>[] = [
    {
      id: 'name',
      label: t('backoffice.tags.name'),
      sortField: 'Name',
      render: (tag) => <TagBadge tag={tag} />,
    },
    {
      id: 'companies',
      label: t('backoffice.tags.companies'),
      sortField: 'Companies',
      // The companies list, filtered by the tag.
      render: (tag) => (
        <Anchor component={Link} to={`${paths.backoffice.companies}?tag=${tag.Id}`}>
          {tag.Companies}
        </Anchor>
      ),
    },
    {
      id: 'updated',
      label: t('backoffice.tags.updatedAt'),
      sortField: 'UpdatedAt',
      render: (tag) => dayjs(tag.UpdatedAt).format('DD/MM/YYYY'),
    },
  ];
  if (mayUpdate || mayDelete)
    columns.push({
      id: 'actions',
      label: t('backoffice.tags.actions'),
      render: (tag) => (
        <Group gap={4} wrap="wrap">
          {mayUpdate && (
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(tag)}>
              {t('backoffice.tags.rename')}
            </Button>
          )}
          {mayDelete && (
            <Button size="compact-sm" variant="subtle" color="orange" onClick={() => setMerging(tag)}>
              {t('backoffice.tags.merge')}
            </Button>
          )}
          {mayDelete && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void confirmDelete(tag)}>
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
          {t('backoffice.nav.tags')}
        </Title>
        {can('tags', 'create') && (
          <Button onClick={() => setEditing(null)}>{t('backoffice.tags.newTitle')}</Button>
        )}
      </Group>
      <SearchInput label={t('backoffice.list.search')} value={state.q} onSearch={(q) => update({ q })} />
      <DataList
        list={list}
        rowId={(tag) => tag.Id}
        columns={columns}
        sort={{ field: filter.Sort ?? 'Name', desc: filter.Desc ?? false }}
        page={state.page}
        onChange={update}
      />
      {editing !== undefined && (
        <TagFormModal
          key={editing?.Id ?? 'new'}
          tag={editing}
          opened
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            notifications.show({ color: 'green', message: t('backoffice.tags.saved', { name: saved.Name }) });
            await refresh();
          }}
        />
      )}
      {merging && (
        <TagMergeModal
          source={merging}
          onClose={() => setMerging(undefined)}
          onMerged={async (target) => {
            notifications.show({
              color: 'green',
              message: t('backoffice.tags.merged', { source: merging.Name, target: target.Name }),
            });
            setMerging(undefined);
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
