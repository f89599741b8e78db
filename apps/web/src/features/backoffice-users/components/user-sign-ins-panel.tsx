import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { SignInEvent, SignInFilter } from '@sportello/contracts/backoffice/sign-ins.contract';
import { SIGN_IN_KINDS, type SignInKind } from '@sportello/contracts/backoffice/sign-ins.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { DayRangeInputs } from '../../../components/day-input';
import { dayRange } from '../../../lib/backoffice/day-range';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { signInsExportUrl, signInsQuery } from '../api/sign-ins-calls';

const KIND_COLOURS: Record<SignInKind, string> = {
  success: 'green',
  failure: 'orange',
  lockout: 'red',
  'sign-out': 'gray',
};

/**
 * The user's "Accessi" (decision 060): sign-ins, refusals with their reason, lockouts and sign-outs,
 * with the client's address and browser, newest first; filtered by kind and days, paged, exported.
 * For whoever may read sign-in logs (operators and admins); what the user was told is not shown.
 */
export function UserSignInsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState({ field: 'At', desc: true });

  const filter: SignInFilter = {
    Page: page,
    Size: 10,
    Sort: sort.field === 'Kind' || sort.field === 'ClientIp' ? sort.field : 'At',
    Desc: sort.desc,
    ...((SIGN_IN_KINDS as readonly string[]).includes(kind) && { Kind: kind as SignInKind }),
    ...dayRange(from, to),
  };
  const list = useQuery(signInsQuery(userId, filter));
  const filtered = Boolean(kind || from || to);
  const filterBy = (change: () => void) => {
    change();
    setPage(0);
  };

  const columns: Column<SignInEvent>[] = [
    {
      id: 'at',
      label: t('backoffice.signIns.at'),
      sortField: 'At',
      render: (e) => formatDateTime(e.At),
    },
    {
      id: 'kind',
      label: t('backoffice.signIns.kind'),
      sortField: 'Kind',
      render: (e) => (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color={KIND_COLOURS[e.Kind]} style={{ flexShrink: 0 }}>
            {t(`backoffice.signIns.kind.${e.Kind}`)}
          </Badge>
          {e.Reason && (
            <Text size="sm" c="dimmed">
              {t(`backoffice.signIns.reason.${e.Reason}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'method',
      label: t('backoffice.signIns.method'),
      render: (e) => t(`backoffice.signIns.method.${e.Method}`),
    },
    { id: 'userName', label: t('backoffice.signIns.userName'), render: (e) => e.UserName },
    {
      id: 'client',
      label: t('backoffice.signIns.client'),
      sortField: 'ClientIp',
      render: (e) => (
        <Stack gap={2} maw={280}>
          <Text size="sm">{e.ClientIp || '—'}</Text>
          {e.UserAgent && (
            <Text size="xs" c="dimmed" lineClamp={2} title={e.UserAgent} style={{ overflowWrap: 'anywhere' }}>
              {e.UserAgent}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('backoffice.signIns.title')}
        </Title>
        {can('signins', 'export') && (
          <Group gap="xs">
            <ExportButton href={(encoding) => signInsExportUrl(userId, { ...filter, Page: 0 }, encoding)} />
          </Group>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('backoffice.signIns.kind')}
          placeholder={t('backoffice.signIns.allKinds')}
          clearable
          value={kind || null}
          onChange={(v) => filterBy(() => setKind(v ?? ''))}
          data={SIGN_IN_KINDS.map((k) => ({ value: k, label: t(`backoffice.signIns.kind.${k}`) }))}
        />
        <DayRangeInputs
          labels={{ from: t('backoffice.signIns.from'), to: t('backoffice.signIns.until') }}
          from={from}
          to={to}
          onChange={(change) => filterBy(() => ('from' in change ? setFrom(change.from) : setTo(change.to)))}
        />
      </Group>
      {!filtered && list.data?.Total === 0 ? (
        <Text c="dimmed">{t('backoffice.signIns.none')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(e) => e.Id}
          columns={columns}
          sort={sort}
          page={page}
          onChange={(change) => {
            if ('page' in change) setPage(change.page);
            else filterBy(() => setSort({ field: change.sort, desc: change.desc }));
          }}
        />
      )}
    </Stack>
  );
}
