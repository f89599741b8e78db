import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type {
  MailTemplateFilter,
  MailTemplateSummary,
} from '@sportello/contracts/backoffice/mail-templates.contract';
import {
  TEMPLATE_KINDS,
  TEMPLATE_SORT_FIELDS,
  type TemplateKind,
} from '@sportello/contracts/backoffice/mail-templates.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { SearchInput } from '../../../components/backoffice/search-input';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { deleteTemplatesCall, templatesQuery } from '../api/templates-calls';

const DEFAULTS = { page: 0, size: 20, sort: 'Name', desc: false, q: '', kind: '' };

type SortField = (typeof TEMPLATE_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (TEMPLATE_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'Name';
const asKind = (value: string): TemplateKind | undefined =>
  (TEMPLATE_KINDS as readonly string[]).includes(value) ? (value as TemplateKind) : undefined;

/** The mail templates (decision 062): searched, filtered by kind, sorted, paged, deleted in bulk. */
export function TemplatesListPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.templates')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const kind = asKind(state.kind);
  const filter: MailTemplateFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(kind && { Kind: kind }),
  };
  const list = useQuery(templatesQuery(filter));
  const [selected, setSelected] = usePageSelection(filter);
  const remove = useMutation({
    mutationFn: deleteTemplatesCall,
    onSuccess: async (res) => {
      setSelected([]);
      notifications.show({
        color: 'green',
        message: t('backoffice.templates.deleted', { count: res.Deleted }),
      });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'templates'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const english = i18n.language === 'en';
  const columns: Column<MailTemplateSummary>[] = [
    {
      id: 'name',
      label: t('backoffice.templates.name'),
      sortField: 'Name',
      render: (m) => (
        <Anchor component={Link} to={generatePath(paths.backoffice.template, { id: String(m.Id) })}>
          {m.Name}
        </Anchor>
      ),
    },
    {
      id: 'kind',
      label: t('backoffice.templates.kind'),
      sortField: 'Kind',
      render: (m) => (
        <Badge variant="light" color={m.Kind === 'campaign' ? 'blue' : 'grape'}>
          {t(`backoffice.templates.kind.${m.Kind}`)}
        </Badge>
      ),
    },
    {
      id: 'subject',
      label: t('backoffice.templates.subject'),
      render: (m) => (english && m.SubjectEn ? m.SubjectEn : m.SubjectIt),
    },
    {
      id: 'english',
      label: t('backoffice.templates.english'),
      render: (m) => (m.English ? '✓' : '—'),
    },
    {
      id: 'updated',
      label: t('backoffice.templates.updatedAt'),
      sortField: 'UpdatedAt',
      render: (m) => `${dayjs(m.UpdatedAt).format('DD/MM/YYYY HH:mm')} · ${m.UpdatedBy}`,
    },
  ];
  const confirmDelete = async () => {
    if (
      await dialogs.confirm({ message: t('backoffice.templates.deleteConfirm', { count: selected.length }) })
    )
      remove.mutate(selected.map(Number));
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.templates')}
        </Title>
        <Group gap="xs">
          {can('templates', 'delete') && selected.length > 0 && (
            <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
              {t('backoffice.templates.deleteSelected', { count: selected.length })}
            </Button>
          )}
          {can('templates', 'create') && (
            <Button component={Link} to={generatePath(paths.backoffice.template, { id: 'new' })}>
              {t('backoffice.templates.new')}
            </Button>
          )}
        </Group>
      </Group>
      <Text c="dimmed">{t('backoffice.templates.intro')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput
          label={t('backoffice.templates.search')}
          value={state.q}
          onSearch={(q) => update({ q, page: 0 })}
        />
        <Select
          label={t('backoffice.templates.kindFilter')}
          placeholder={t('backoffice.templates.anyKind')}
          clearable
          w={240}
          value={state.kind || null}
          onChange={(v) => update({ kind: v ?? '', page: 0 })}
          data={TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`backoffice.templates.kind.${k}`) }))}
        />
      </Group>
      {list.data?.Total === 0 && !state.q && !kind ? (
        <Text c="dimmed">{t('backoffice.templates.empty')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(m) => m.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'Name', desc: filter.Desc ?? false }}
          page={state.page}
          onChange={update}
          selection={can('templates', 'delete') ? { selected, onChange: setSelected } : undefined}
        />
      )}
    </Stack>
  );
}
