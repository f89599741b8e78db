import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PopupMessageFilter, PopupMessageItem } from '@sportello/contracts/backoffice/popups.contract';
import {
  POPUP_SORT_FIELDS,
  POPUP_STATES,
  type PopupState,
} from '@sportello/contracts/backoffice/popups.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { useDialogs } from '../../../components/use-dialogs';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useCompanyTypeLabel, useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { deletePopupMessagesCall, movePopupMessageCall, popupMessagesQuery } from '../api/popups-calls';
import { isPopupLanguage, PopupFormModal, usePopupLanguages } from './popup-form-modal';

const DEFAULTS = { page: 0, size: 20, sort: 'SortOrder', desc: false, q: '', state: '', lang: '' };

type SortField = (typeof POPUP_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (POPUP_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'SortOrder';
const asState = (value: string): PopupState | undefined =>
  (POPUP_STATES as readonly string[]).includes(value) ? (value as PopupState) : undefined;

const STATE_COLOURS: Record<PopupState, string> = { scheduled: 'blue', showing: 'green', ended: 'gray' };

/**
 * The messages of the customers' pop-up banner: searched, filtered by state and language, sorted and
 * paged; written in a form with a preview, moved up or down the banner's order, deleted when selected.
 */
export function PopupsListPage() {
  const { t, i18n } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const companyTypeLabel = useCompanyTypeLabel();
  useDocumentTitle(`${t('backoffice.nav.popups')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const languageId = Number(state.lang);
  const stateFilter = asState(state.state);
  const filter: PopupMessageFilter = {
    Page: state.page,
    Size: Math.min(Math.max(state.size, 1), 100),
    Sort: asSort(state.sort),
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(stateFilter && { State: stateFilter }),
    ...(isPopupLanguage(languageId) && { LanguageId: languageId }),
  };
  const filtered = Boolean(state.q || stateFilter || filter.LanguageId);
  const list = useQuery(popupMessagesQuery(filter));
  const [selected, setSelected] = usePageSelection(filter);
  /** The message being edited: `null` a new one, undefined none. */
  const [editing, setEditing] = useState<PopupMessageItem | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'popups'] });
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });

  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      movePopupMessageCall(id, direction),
    onSuccess: refresh,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: deletePopupMessagesCall,
    onSuccess: async (res) => {
      setSelected([]);
      notifications.show({ color: 'green', message: t('backoffice.popups.deleted', { count: res.Deleted }) });
      await refresh();
    },
    onError: failed,
  });
  const ids = selected.map(Number);
  const confirmDelete = async () => {
    if (
      await dialogs.confirm({
        message: t('backoffice.popups.confirmDelete', { count: ids.length }),
        confirmLabel: t('backoffice.edit.delete'),
      })
    )
      remove.mutate(ids);
  };

  const mayUpdate = can('popups', 'update');
  const mayDelete = can('popups', 'delete');
  const stateLabel = (s: PopupState) => t(`backoffice.popups.state.${s}`);
  const languages = usePopupLanguages();
  const languageLabel = (id: number | null) =>
    languages.find((l) => l.value === String(id))?.label ?? t('backoffice.popups.everyLanguage');
  const audience = (m: PopupMessageItem) => {
    const parts = [
      m.CompanyType !== null ? companyTypeLabel(m.CompanyType) : '',
      m.Role ? t(`backoffice.popups.role.${m.Role}`) : '',
      m.Products.map(productLabel).join(', '),
      m.GroupCodes.join(', '),
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('backoffice.popups.everyone');
  };
  const items = list.data?.Items ?? [];
  // Moving makes sense in the banner's own order, with nothing filtered out.
  const ordered = filter.Sort === 'SortOrder' && !filter.Desc && !filtered;

  const columns: Column<PopupMessageItem>[] = [
    {
      id: 'order',
      label: t('backoffice.popups.order'),
      sortField: 'SortOrder',
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" miw={24}>
            {m.SortOrder}
          </Text>
          {mayUpdate && ordered && (
            <>
              <Tooltip label={t('backoffice.popups.moveUp', { title: m.Title })} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('backoffice.popups.moveUp', { title: m.Title })}
                  disabled={move.isPending || (state.page === 0 && items[0]?.Id === m.Id)}
                  onClick={() => move.mutate({ id: m.Id, direction: 'up' })}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('backoffice.popups.moveDown', { title: m.Title })} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('backoffice.popups.moveDown', { title: m.Title })}
                  disabled={move.isPending}
                  onClick={() => move.mutate({ id: m.Id, direction: 'down' })}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          )}
        </Group>
      ),
    },
    {
      id: 'title',
      label: t('backoffice.popups.titleLabel'),
      sortField: 'Title',
      render: (m) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {m.Title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} maw={360} style={{ overflowWrap: 'anywhere' }}>
            {m.Body}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'window',
      label: t('backoffice.popups.window'),
      sortField: 'ValidFrom',
      render: (m) =>
        `${formatDateTime(m.ValidFrom)} – ${m.ValidTo ? formatDateTime(m.ValidTo) : t('backoffice.popups.noEnd')}`,
    },
    {
      id: 'state',
      label: t('backoffice.popups.stateLabel'),
      render: (m) => (
        <Badge variant="light" color={STATE_COLOURS[m.State]} style={{ flexShrink: 0 }}>
          {stateLabel(m.State)}
        </Badge>
      ),
    },
    { id: 'language', label: t('backoffice.popups.language'), render: (m) => languageLabel(m.LanguageId) },
    { id: 'audience', label: t('backoffice.popups.audience'), render: audience },
    {
      id: 'actions',
      label: t('backoffice.list.actions'),
      render: (m) => (
        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(m)}>
          {mayUpdate ? t('backoffice.list.edit') : t('backoffice.popups.preview')}
        </Button>
      ),
    },
  ];

  const nothingAtAll = !filtered && list.data?.Total === 0;
  const nextOrder = Math.max(0, ...items.map((m) => m.SortOrder)) + 1;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.nav.popups')}
        </Title>
        <Group gap="xs">
          {mayDelete && ids.length > 0 && (
            <Button
              color="red"
              variant="light"
              onClick={() => void confirmDelete()}
              loading={remove.isPending}
            >
              {t('backoffice.list.deleteSelected', { count: ids.length })}
            </Button>
          )}
          {can('popups', 'create') && (
            <Button onClick={() => setEditing(null)}>{t('backoffice.popups.new')}</Button>
          )}
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('backoffice.popups.intro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.popups.searchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.popups.stateLabel')}
          placeholder={t('backoffice.popups.allStates')}
          clearable
          value={stateFilter ?? null}
          onChange={(v) => update({ state: v ?? '' })}
          data={POPUP_STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
        />
        <Select
          label={t('backoffice.popups.language')}
          placeholder={t('backoffice.popups.allLanguages')}
          clearable
          value={filter.LanguageId ? String(filter.LanguageId) : null}
          onChange={(v) => update({ lang: v ?? '' })}
          data={languages}
        />
      </ListFilters>
      {nothingAtAll ? (
        <Text>{t('backoffice.popups.none')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(m) => m.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'SortOrder', desc: filter.Desc ?? false }}
          page={state.page}
          onChange={update}
          selection={mayDelete ? { selected, onChange: setSelected } : undefined}
        />
      )}
      {editing !== undefined && (
        <PopupFormModal
          key={editing?.Id ?? 'new'}
          message={editing}
          readOnly={!(editing ? mayUpdate : can('popups', 'create'))}
          nextOrder={nextOrder}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            notifications.show({
              color: 'green',
              message: t('backoffice.popups.saved', { title: saved.Title }),
            });
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
