import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ConsentFilter, ConsentRecord } from '@sportello/contracts/backoffice/disclaimers.contract';
import { CONSENT_SORT_FIELDS } from '@sportello/contracts/backoffice/disclaimers.values';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { SearchInput } from '../../../components/backoffice/search-input';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { consentsExportUrl, consentsQuery } from '../api/disclaimers-calls';

const DEFAULTS = { page: 0, size: 20, sort: 'At', desc: true, q: '', company: '' };

type SortField = (typeof CONSENT_SORT_FIELDS)[number];
const asSort = (value: string): SortField =>
  (CONSENT_SORT_FIELDS as readonly string[]).includes(value) ? (value as SortField) : 'At';

/**
 * A company's consent records (decision 059): every answer its users gave, withdrawals included,
 * newest first, kept as evidence; exported as CSV in the encoding picked.
 */
export function ConsentsPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.consents')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const [state, update] = useListState(DEFAULTS);
  const companyId = Number(state.company);
  const filter: ConsentFilter | undefined =
    companyId > 0
      ? {
          CompanyId: companyId,
          Page: state.page,
          Size: Math.min(Math.max(state.size, 1), 100),
          Sort: asSort(state.sort),
          Desc: state.desc,
          ...(state.q && { Text: state.q }),
        }
      : undefined;
  const list = useQuery({
    ...consentsQuery(filter ?? { CompanyId: 1 }),
    enabled: filter !== undefined,
  });
  const columns: Column<ConsentRecord>[] = [
    {
      id: 'at',
      label: t('backoffice.consents.at'),
      sortField: 'At',
      render: (c) => dayjs(c.At).format('DD/MM/YYYY HH:mm:ss'),
    },
    { id: 'user', label: t('backoffice.consents.user'), sortField: 'UserName', render: (c) => c.UserName },
    {
      id: 'disclaimer',
      label: t('backoffice.consents.disclaimer'),
      sortField: 'Code',
      render: (c) => `${c.Title} (${c.Code}) · v${c.Version}`,
    },
    {
      id: 'answer',
      label: t('backoffice.consents.answer'),
      render: (c) => (
        <Badge color={c.Accepted ? 'green' : 'orange'} variant="light">
          {c.Accepted ? t('backoffice.consents.accepted') : t('backoffice.consents.refused')}
        </Badge>
      ),
    },
    {
      id: 'source',
      label: t('backoffice.consents.source'),
      render: (c) => t(`backoffice.consents.source.${c.Source}`),
    },
    { id: 'ip', label: t('backoffice.consents.ip'), render: (c) => c.Ip ?? '—' },
  ];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.nav.consents')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <CompanyPicker
          label={t('backoffice.consents.company')}
          placeholder={t('backoffice.consents.companyHint')}
          w={360}
          value={state.company || null}
          onChange={(v) => update({ company: v ?? '', page: 0 })}
        />
        {filter && (
          <SearchInput
            label={t('backoffice.consents.search')}
            value={state.q}
            onSearch={(q) => update({ q, page: 0 })}
          />
        )}
        {filter && can('disclaimers', 'export') && (
          <ExportButton href={(encoding) => consentsExportUrl({ ...filter, Page: 0 }, encoding)} />
        )}
      </Group>
      {filter ? (
        <DataList
          list={list}
          rowId={(c) => c.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'At', desc: filter.Desc ?? true }}
          page={state.page}
          onChange={update}
        />
      ) : (
        <Text c="dimmed">{t('backoffice.consents.pickCompany')}</Text>
      )}
    </Stack>
  );
}
