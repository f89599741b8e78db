import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ToolkitFileFilter } from '@sportello/contracts/backoffice/toolkit.contract';
import { formatDate } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import {
  TOOLKIT_CATEGORIES,
  TOOLKIT_SORT_FIELDS,
  TOOLKIT_STATES,
} from '@sportello/contracts/toolkit/toolkit.values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { FileIcon } from '../../../components/file-icon';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { fileSizeText } from '../../../lib/file-size';
import {
  downloadsExportUrl,
  TOOLKIT_KEY,
  type ToolkitFileRow,
  toolkitFilesQuery,
} from '../api/toolkit-calls';
import { ToolkitFileFormModal } from './toolkit-file-form-modal';
import { OfferedBadge } from './toolkit-parts';

/** The most recently changed first: an operator comes to check what was just published. */
const DEFAULTS = {
  page: 0,
  sort: 'UpdatedAt',
  desc: true,
  q: '',
  product: '',
  category: '',
  state: 'active',
};
type ListState = typeof DEFAULTS;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function toolkitFilterOf(state: ListState): ToolkitFileFilter {
  const product = oneOf(PRODUCTS, state.product);
  const category = oneOf(TOOLKIT_CATEGORIES, state.category);
  return {
    Page: state.page,
    Size: 20,
    Sort: oneOf(TOOLKIT_SORT_FIELDS, state.sort) ?? 'UpdatedAt',
    Desc: state.desc,
    Search: state.q,
    ...(product && { Product: product }),
    ...(category && { Category: category }),
    State: oneOf(TOOLKIT_STATES, state.state) ?? 'active',
  };
}

/**
 * The toolkit's files (decision 084): searched by title, description and file name, filtered by
 * product, category and whether they are offered, sorted and paged on the server, all in the
 * address. A row leads to its file (versions, uploads, downloads per company); operators add files,
 * and export the downloads of the filtered files as CSV.
 */
export function ToolkitListPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.toolkit')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const productLabel = useProductLabel();
  const [state, update] = useListState(DEFAULTS);
  const filter = toolkitFilterOf(state);
  const list = useQuery(toolkitFilesQuery(filter));
  const [creating, setCreating] = useState(false);
  const mayCreate = can('toolkit', 'create');

  const columns: Column<ToolkitFileRow>[] = [
    {
      id: 'title',
      label: t('backoffice.toolkit.fileTitle'),
      sortField: 'Title',
      essential: true,
      render: (f) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <FileIcon filename={f.FileName ?? ''} kind={f.Icon} size={18} />
          <Anchor component={Link} to={routePath(paths.backoffice.toolkitFile, { id: f.Id })} size="sm">
            {f.Title}
          </Anchor>
        </Group>
      ),
    },
    {
      id: 'product',
      label: t('backoffice.toolkit.product'),
      sortField: 'Product',
      render: (f) => productLabel(f.Product),
    },
    {
      id: 'category',
      label: t('backoffice.toolkit.category'),
      sortField: 'Category',
      render: (f) => t(`backoffice.toolkit.category.${f.Category}`),
    },
    {
      id: 'version',
      label: t('backoffice.toolkit.currentVersion'),
      render: (f) =>
        f.Version === null ? (
          <Text size="sm" c="dimmed">
            {t('backoffice.toolkit.noVersion')}
          </Text>
        ) : (
          <div>
            <Text size="sm">{f.Version}</Text>
            {f.Size !== null && (
              <Text size="xs" c="dimmed">
                {fileSizeText(f.Size, i18n.language)}
              </Text>
            )}
          </div>
        ),
    },
    {
      id: 'fileName',
      label: t('backoffice.toolkit.fileName'),
      hiddenByDefault: true,
      render: (f) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {f.FileName ?? ''}
        </Text>
      ),
    },
    {
      id: 'downloads',
      label: t('backoffice.toolkit.downloads'),
      sortField: 'Downloads',
      render: (f) => new Intl.NumberFormat(i18n.language).format(f.Downloads),
    },
    {
      id: 'state',
      label: t('backoffice.toolkit.state'),
      render: (f) => <OfferedBadge withdrawn={f.Withdrawn} />,
    },
    {
      id: 'updated',
      label: t('backoffice.toolkit.updatedAt'),
      sortField: 'UpdatedAt',
      render: (f) => formatDate(f.UpdatedAt),
    },
  ];

  const filtered = Boolean(state.q || state.product || state.category || state.state !== 'active');
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('backoffice.nav.toolkit')}
        </Title>
        <Group gap="xs" wrap="wrap">
          {can('toolkit', 'export') && (
            <ExportButton href={(encoding) => downloadsExportUrl({ ...filter, Page: 0 }, encoding)} />
          )}
          {mayCreate && <Button onClick={() => setCreating(true)}>{t('backoffice.toolkit.new')}</Button>}
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('backoffice.toolkit.intro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.toolkit.searchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.toolkit.product')}
          placeholder={t('backoffice.toolkit.allProducts')}
          clearable
          w={200}
          value={oneOf(PRODUCTS, state.product) ?? null}
          onChange={(v) => update({ product: v ?? '' })}
          data={PRODUCTS.map((p) => ({ value: p, label: productLabel(p) }))}
        />
        <Select
          label={t('backoffice.toolkit.category')}
          placeholder={t('backoffice.toolkit.allCategories')}
          clearable
          w={180}
          value={oneOf(TOOLKIT_CATEGORIES, state.category) ?? null}
          onChange={(v) => update({ category: v ?? '' })}
          data={TOOLKIT_CATEGORIES.map((c) => ({ value: c, label: t(`backoffice.toolkit.category.${c}`) }))}
        />
        <Select
          label={t('backoffice.toolkit.state')}
          allowDeselect={false}
          w={160}
          value={oneOf(TOOLKIT_STATES, state.state) ?? 'active'}
          onChange={(v) => update({ state: v ?? 'active' })}
          data={TOOLKIT_STATES.map((s) => ({ value: s, label: t(`backoffice.toolkit.stateFilter.${s}`) }))}
        />
      </ListFilters>
      {!filtered && list.data?.Total === 0 ? (
        <Text>{t(mayCreate ? 'backoffice.toolkit.noFilesCreate' : 'backoffice.toolkit.noFiles')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(f) => f.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'UpdatedAt', desc: filter.Desc ?? true }}
          page={state.page}
          onChange={update}
          columnsName="toolkit-files"
        />
      )}
      {creating && (
        <ToolkitFileFormModal
          file={null}
          onClose={() => setCreating(false)}
          onSaved={async (saved) => {
            setCreating(false);
            notifications.show({
              color: 'green',
              message: t('backoffice.toolkit.saved', { title: saved.Title }),
            });
            await queryClient.invalidateQueries({ queryKey: TOOLKIT_KEY });
            // Its first version is uploaded on its page.
            await navigate(routePath(paths.backoffice.toolkitFile, { id: saved.Id }));
          }}
        />
      )}
    </Stack>
  );
}
