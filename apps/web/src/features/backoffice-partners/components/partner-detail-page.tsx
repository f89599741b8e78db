import '@mantine/core/styles/Table.layer.css';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Partner } from '@sportello/contracts/backoffice/partners.contract';
import { formatDate, formatDateTime } from '@sportello/contracts/common/dates';
import { localizeMessage } from '@sportello/i18n/translate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { type Column, ColumnTable } from '../../../components/column-table';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { deletePartnerCall, PARTNERS_KEY, partnerQuery } from '../api/partners-calls';
import { PartnerFormModal } from './partner-form-modal';
import { CopyableValue, PartnerStateBadge, ScopeBadges, tokenUrl, useLifetimeText } from './partners-parts';
import { RotateSecretModal } from './rotate-secret-modal';
import { type IssuedSecret, SecretModal } from './secret-modal';

/** `/backoffice/partners/:id`: a positive whole number, or none. */
const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * One partner application: its credentials and settings, the secrets that still work (the current
 * one and those rotated out, until they stop), and for admins changing it, rotating its secret and
 * removing it with its links.
 */
export function PartnerDetailPage() {
  const { t, i18n } = useTranslation('backoffice');
  const id = idOf(useParams().id);
  const partner = useQuery({ ...partnerQuery(id ?? 0), enabled: id !== undefined });
  useDocumentTitle(
    `${partner.data ? t('backoffice.partners.title', { name: partner.data.Name }) : t('backoffice.nav.partners')} · ${t('backoffice.title')}`,
  );
  const catalogue = errorCatalogueOf(i18n);

  const back = (
    <Anchor component={Link} to={paths.backoffice.partners}>
      {t('backoffice.edit.back')}
    </Anchor>
  );
  if (id === undefined)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{localizeMessage(catalogue, 'ERROR_PARTNER_NOT_FOUND')}</Alert>
      </Stack>
    );
  return (
    <Stack gap="md">
      {back}
      {partner.isPending && <Loader role="status" aria-label={t('backoffice.partners.loading')} />}
      <ErrorAlert error={partner.error} />
      {partner.data && <PartnerDetail partner={partner.data} />}
    </Stack>
  );
}

type PartnerSecret = Partner['Secrets'][number];

function PartnerDetail({ partner: p }: { partner: Partner }) {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lifetime = useLifetimeText();
  const [editing, setEditing] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [issued, setIssued] = useState<IssuedSecret>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PARTNERS_KEY });

  const remove = useMutation({
    mutationFn: () => deletePartnerCall(p.Id),
    onSuccess: async (res) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.partners.deleted', { name: p.Name, count: res.Links }),
      });
      await refresh();
      await navigate(paths.backoffice.partners);
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const confirmDelete = async () => {
    const confirmed = await dialogs.confirm({
      title: t('backoffice.partners.deleteTitle', { name: p.Name }),
      message: t('backoffice.partners.confirmDelete', { name: p.Name, count: p.Links }),
      confirmLabel: t('backoffice.edit.delete'),
      confirmColor: 'red',
    });
    if (confirmed) remove.mutate();
  };

  const mayUpdate = can('partners', 'update');
  const facts: [string, ReactNode][] = [
    [
      t('backoffice.partners.clientId'),
      <CopyableValue key="id" value={p.ClientId} copyLabel={t('backoffice.partners.copyClientId')} />,
    ],
    [
      t('backoffice.partners.tokenUrl'),
      <CopyableValue key="url" value={tokenUrl()} copyLabel={t('backoffice.partners.copyTokenUrl')} />,
    ],
    [t('backoffice.partners.scopes'), <ScopeBadges key="scopes" scopes={p.Scopes} />],
    [t('backoffice.partners.tokenLifetime'), lifetime(p.TokenSeconds)],
    [t('backoffice.partners.rate'), new Intl.NumberFormat(i18n.language).format(p.RatePerMinute)],
    [
      t('backoffice.partners.disclaimers'),
      p.DisclaimerCodes.length > 0 ? p.DisclaimerCodes.join(', ') : t('backoffice.partners.noDisclaimers'),
    ],
    [t('backoffice.partners.state'), <PartnerStateBadge key="state" enabled={p.Enabled} />],
    [
      t('backoffice.partners.linkCount'),
      <Anchor key="links" component={Link} to={`${paths.backoffice.partnerLinks}?partner=${p.Id}`}>
        {p.Links}
      </Anchor>,
    ],
    [t('backoffice.partners.createdAt'), formatDate(p.CreatedAt)],
    [t('backoffice.partners.updatedAt'), formatDate(p.UpdatedAt)],
  ];

  const secretColumns: Column<PartnerSecret>[] = [
    {
      id: 'hint',
      label: t('backoffice.partners.secret'),
      render: (s) => (
        <Text size="sm" ff="monospace">
          ••••{s.Hint}
        </Text>
      ),
    },
    {
      id: 'created',
      label: t('backoffice.partners.secretCreated'),
      render: (s) => formatDateTime(s.CreatedAt),
    },
    {
      id: 'validity',
      label: t('backoffice.partners.secretValidity'),
      render: (s) =>
        s.ExpiresAt === null
          ? t('backoffice.partners.secretCurrent')
          : t('backoffice.partners.secretUntil', { date: formatDateTime(s.ExpiresAt) }),
    },
  ];

  return (
    <>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.partners.title', { name: p.Name })}
        </Title>
        <Group gap="xs" wrap="wrap">
          {mayUpdate && (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('backoffice.list.edit')}
            </Button>
          )}
          {mayUpdate && (
            <Button variant="light" color="orange" onClick={() => setRotating(true)}>
              {t('backoffice.partners.rotate')}
            </Button>
          )}
          {can('partners', 'delete') && (
            <Button
              variant="light"
              color="red"
              loading={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              {t('backoffice.edit.delete')}
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
      <Stack gap="xs" component="section" aria-labelledby="partner-secrets-title">
        <Title order={2} size="h3" id="partner-secrets-title">
          {t('backoffice.partners.secrets')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('backoffice.partners.secretsHint')}
        </Text>
        {p.Secrets.length > 0 ? (
          <ColumnTable
            rows={p.Secrets}
            rowId={(s) => s.Id}
            columns={secretColumns}
            label={t('backoffice.partners.secrets')}
            minWidth={480}
          />
        ) : (
          <Text c="dimmed">{t('backoffice.partners.secretsNone')}</Text>
        )}
      </Stack>
      {editing && (
        <PartnerFormModal
          partner={p}
          onClose={() => setEditing(false)}
          onSaved={async (saved) => {
            setEditing(false);
            notifications.show({
              color: 'green',
              message: t('backoffice.partners.saved', { name: saved.Partner.Name }),
            });
            await refresh();
          }}
        />
      )}
      {rotating && (
        <RotateSecretModal
          partner={p}
          onClose={() => setRotating(false)}
          onRotated={async (rotated) => {
            setRotating(false);
            if (rotated.ClientSecret) setIssued({ partner: rotated.Partner, secret: rotated.ClientSecret });
            await refresh();
          }}
        />
      )}
      {issued && <SecretModal issued={issued} onClose={() => setIssued(undefined)} />}
    </>
  );
}
