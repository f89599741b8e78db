import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ToolkitFileDetail } from '@sportello/contracts/backoffice/toolkit.contract';
import { formatDate, formatDateTime } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type Column, ColumnTable } from '../../../components/column-table';
import { ErrorAlert } from '../../../components/error-alert';
import { FileIcon } from '../../../components/file-icon';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { fileSizeText } from '../../../lib/file-size';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  TOOLKIT_KEY,
  type ToolkitCompanyDownloads,
  type ToolkitVersion,
  toolkitFileQuery,
  versionDownloadUrl,
  withdrawFileCall,
  withdrawVersionCall,
} from '../api/toolkit-calls';
import { ToolkitFileFormModal } from './toolkit-file-form-modal';
import { fileIdOf, OfferedBadge } from './toolkit-parts';
import { UploadVersionModal } from './upload-version-modal';

/**
 * One toolkit file (decision 084): what it is and for which product, its versions (the one
 * customers get marked, those withdrawn greyed), each downloadable; operators describe it again and
 * upload a new version, admins withdraw a version or the whole file (and offer it again); and the
 * companies that downloaded it, most downloads first.
 */
export function ToolkitFilePage() {
  const { t, i18n } = useTranslation('backoffice');
  const id = fileIdOf(useParams().id);
  const file = useQuery({ ...toolkitFileQuery(id ?? 0), enabled: id !== undefined });
  useDocumentTitle(`${file.data?.Title ?? t('backoffice.nav.toolkit')} · ${t('backoffice.title')}`);
  const back = (
    <Anchor component={Link} to={paths.backoffice.toolkit}>
      {t('backoffice.edit.back')}
    </Anchor>
  );
  if (id === undefined)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{localizeMessage(errorCatalogueOf(i18n), 'ERROR_TOOLKIT_FILE_NOT_FOUND')}</Alert>
      </Stack>
    );
  return (
    <Stack gap="md">
      {back}
      {file.isPending && <Loader role="status" aria-label={t('backoffice.toolkit.loading')} />}
      <ErrorAlert error={file.error} />
      {file.data && <FileDetail file={file.data} />}
    </Stack>
  );
}

function FileDetail({ file: f }: { file: ToolkitFileDetail }) {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const productLabel = useProductLabel();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const catalogue = errorCatalogueOf(i18n);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  /** The server answers with the file as it is now: shown at once, and the list read again. */
  const changed = async (detail: ToolkitFileDetail, message: string) => {
    queryClient.setQueryData(toolkitFileQuery(detail.Id).queryKey, detail);
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: TOOLKIT_KEY });
  };
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorText(catalogue, error) });

  const withdrawFile = useMutation({
    mutationFn: (withdrawn: boolean) => withdrawFileCall(f.Id, withdrawn),
    onSuccess: (detail, withdrawn) =>
      changed(
        detail,
        t(withdrawn ? 'backoffice.toolkit.fileWithdrawn' : 'backoffice.toolkit.fileOffered', {
          title: f.Title,
        }),
      ),
    onError: failed,
  });
  const withdrawVersion = useMutation({
    mutationFn: ({ version, withdrawn }: { version: ToolkitVersion; withdrawn: boolean }) =>
      withdrawVersionCall(version.Id, withdrawn),
    onSuccess: (detail, { version, withdrawn }) =>
      changed(
        detail,
        t(withdrawn ? 'backoffice.toolkit.versionWithdrawn' : 'backoffice.toolkit.versionOffered', {
          version: version.Version,
        }),
      ),
    onError: failed,
  });

  const confirmFile = async () => {
    const withdrawing = !f.Withdrawn;
    const confirmed = await dialogs.confirm({
      title: t(withdrawing ? 'backoffice.toolkit.withdrawFile' : 'backoffice.toolkit.offerFile'),
      message: t(
        withdrawing ? 'backoffice.toolkit.confirmWithdrawFile' : 'backoffice.toolkit.confirmOfferFile',
        {
          title: f.Title,
        },
      ),
      confirmLabel: t(withdrawing ? 'backoffice.toolkit.withdraw' : 'backoffice.toolkit.offer'),
      confirmColor: withdrawing ? 'red' : undefined,
    });
    if (confirmed) withdrawFile.mutate(withdrawing);
  };
  const confirmVersion = async (version: ToolkitVersion) => {
    const withdrawing = !version.Withdrawn;
    const confirmed = await dialogs.confirm({
      title: t(withdrawing ? 'backoffice.toolkit.withdrawVersion' : 'backoffice.toolkit.offerVersion', {
        version: version.Version,
      }),
      message: t(
        withdrawing
          ? version.Current
            ? 'backoffice.toolkit.confirmWithdrawCurrent'
            : 'backoffice.toolkit.confirmWithdrawVersion'
          : 'backoffice.toolkit.confirmOfferVersion',
        { version: version.Version },
      ),
      confirmLabel: t(withdrawing ? 'backoffice.toolkit.withdraw' : 'backoffice.toolkit.offer'),
      confirmColor: withdrawing ? 'red' : undefined,
    });
    if (confirmed) withdrawVersion.mutate({ version, withdrawn: withdrawing });
  };

  const mayUpdate = can('toolkit', 'update');
  const mayWithdraw = can('toolkit', 'delete');
  const current = f.Versions.find((v) => v.Current);
  const facts: [string, ReactNode][] = [
    [t('backoffice.toolkit.product'), productLabel(f.Product)],
    [t('backoffice.toolkit.category'), t(`backoffice.toolkit.category.${f.Category}`)],
    [t('backoffice.toolkit.state'), <OfferedBadge key="state" withdrawn={f.Withdrawn} />],
    [t('backoffice.toolkit.currentVersion'), current ? current.Version : t('backoffice.toolkit.noVersion')],
    [t('backoffice.toolkit.downloads'), number(f.Versions.reduce((sum, v) => sum + v.Downloads, 0))],
    ...(f.Description
      ? ([
          [
            t('backoffice.toolkit.description'),
            <Text key="description" size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {f.Description}
            </Text>,
          ],
        ] as [string, ReactNode][])
      : []),
    [
      t('backoffice.toolkit.updatedAt'),
      t('backoffice.toolkit.updatedBy', { date: formatDateTime(f.UpdatedAt), name: f.UpdatedBy }),
    ],
  ];

  const dimmed = (v: ToolkitVersion) => (v.Withdrawn ? 'dimmed' : undefined);
  const versionColumns: Column<ToolkitVersion>[] = [
    {
      id: 'version',
      label: t('backoffice.toolkit.version'),
      render: (v) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={v.Current ? 700 : undefined} c={dimmed(v)}>
            {v.Version}
          </Text>
          {v.Current && (
            <Badge color="teal.9" variant="filled" size="sm" tt="none">
              {t('backoffice.toolkit.current')}
            </Badge>
          )}
          {v.Withdrawn && (
            <Badge color="gray.7" variant="outline" size="sm" tt="none">
              {t('backoffice.toolkit.versionWithdrawnBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'file',
      label: t('backoffice.toolkit.fileName'),
      render: (v) => (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <FileIcon filename={v.FileName} kind={v.Icon} size={18} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c={dimmed(v)} style={{ overflowWrap: 'anywhere' }}>
              {v.FileName}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSizeText(v.Size, i18n.language)}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      id: 'uploaded',
      label: t('backoffice.toolkit.uploadedAt'),
      render: (v) => (
        <div>
          <Text size="sm" c={dimmed(v)}>
            {formatDate(v.UploadedAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {v.UploadedBy}
          </Text>
        </div>
      ),
    },
    {
      id: 'downloads',
      label: t('backoffice.toolkit.downloads'),
      render: (v) => (
        <Text size="sm" c={dimmed(v)}>
          {number(v.Downloads)}
        </Text>
      ),
    },
    {
      id: 'notes',
      label: t('backoffice.toolkit.notes'),
      render: (v) => (
        <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {v.Notes}
        </Text>
      ),
    },
    {
      id: 'actions',
      label: t('backoffice.list.actions'),
      labelHidden: true,
      render: (v) => (
        <Group gap={4} wrap="wrap">
          <Button
            component="a"
            href={versionDownloadUrl(v.Id)}
            download={v.FileName}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('backoffice.toolkit.downloadVersion', { version: v.Version })}
          >
            {t('backoffice.toolkit.download')}
          </Button>
          {mayWithdraw && (
            <Button
              size="compact-sm"
              variant="subtle"
              color={v.Withdrawn ? undefined : 'red'}
              aria-label={t(
                v.Withdrawn ? 'backoffice.toolkit.offerVersion' : 'backoffice.toolkit.withdrawVersion',
                {
                  version: v.Version,
                },
              )}
              onClick={() => void confirmVersion(v)}
            >
              {t(v.Withdrawn ? 'backoffice.toolkit.offer' : 'backoffice.toolkit.withdraw')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const companyColumns: Column<ToolkitCompanyDownloads>[] = [
    {
      id: 'company',
      label: t('backoffice.toolkit.company'),
      render: (c) => (
        <Anchor component={Link} to={routePath(paths.backoffice.company, { id: c.CompanyId })} size="sm">
          {c.CompanyName}
        </Anchor>
      ),
    },
    { id: 'vat', label: t('backoffice.toolkit.vatCode'), render: (c) => c.VatCode },
    { id: 'count', label: t('backoffice.toolkit.downloads'), render: (c) => number(c.Count) },
    { id: 'last', label: t('backoffice.toolkit.lastDownload'), render: (c) => formatDateTime(c.LastAt) },
  ];

  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {f.Title}
        </Title>
        <Group gap="xs" wrap="wrap">
          {mayUpdate && (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
              {t('backoffice.toolkit.uploadVersion')}
            </Button>
          )}
          {mayUpdate && (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('backoffice.list.edit')}
            </Button>
          )}
          {mayWithdraw && (
            <Button
              variant="light"
              color={f.Withdrawn ? undefined : 'red'}
              loading={withdrawFile.isPending}
              onClick={() => void confirmFile()}
            >
              {t(f.Withdrawn ? 'backoffice.toolkit.offerFile' : 'backoffice.toolkit.withdrawFile')}
            </Button>
          )}
        </Group>
      </Group>
      <Table variant="vertical" withTableBorder maw={760}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Section id="toolkit-versions-title" title={t('backoffice.toolkit.versions')}>
        {f.Versions.length > 0 ? (
          <ColumnTable
            rows={f.Versions}
            rowId={(v) => v.Id}
            columns={versionColumns}
            label={t('backoffice.toolkit.versions')}
            minWidth={760}
          />
        ) : (
          <Text c="dimmed">
            {t(mayUpdate ? 'backoffice.toolkit.noVersionsUpload' : 'backoffice.toolkit.noVersions')}
          </Text>
        )}
      </Section>
      <Section id="toolkit-companies-title" title={t('backoffice.toolkit.companies')}>
        <Text size="sm" c="dimmed">
          {t('backoffice.toolkit.companiesHint')}
        </Text>
        {f.Companies.length > 0 ? (
          <ColumnTable
            rows={f.Companies}
            rowId={(c) => c.CompanyId}
            columns={companyColumns}
            label={t('backoffice.toolkit.companies')}
            minWidth={560}
          />
        ) : (
          <Text c="dimmed">{t('backoffice.toolkit.noDownloads')}</Text>
        )}
      </Section>
      {editing && (
        <ToolkitFileFormModal
          file={f}
          onClose={() => setEditing(false)}
          onSaved={async (saved) => {
            setEditing(false);
            await changed(saved, t('backoffice.toolkit.saved', { title: saved.Title }));
          }}
        />
      )}
      {uploading && (
        <UploadVersionModal
          file={f}
          onClose={() => setUploading(false)}
          onUploaded={async (detail) => {
            setUploading(false);
            const newest = detail.Versions.find((v) => v.Current);
            await changed(detail, t('backoffice.toolkit.uploaded', { version: newest?.Version ?? '' }));
          }}
        />
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
