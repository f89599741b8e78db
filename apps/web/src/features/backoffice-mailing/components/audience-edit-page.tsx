import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AudienceDetail } from '@sportello/contracts/backoffice/mailing.contract';
import {
  AUDIENCE_KINDS,
  AUDIENCE_NAME_MAX,
  type AudienceKind,
} from '@sportello/contracts/backoffice/mailing.values';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { audienceQuery, deleteAudienceCall, MAILING_KEY, saveAudienceCall } from '../api/mailing-calls';
import { type AudienceForm, audienceFormOf, audienceInputOf, EMPTY_AUDIENCE } from '../hooks/audience-form';
import { useRecordId } from '../hooks/use-record-id';
import { AudienceFilterFields } from './audience-filter-fields';
import { AudienceMembersUpload } from './audience-members-upload';

const KEY_FIELDS = { ERROR_AUDIENCE_KIND: 'Kind' } as const;
const WIRE_FIELDS = { Name: 'Name', Kind: 'Kind' } as const;

/** An audience to create (`new`) or to change, with its live count or its list's file. */
export function AudienceEditPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.mailing.audiences')} · ${t('backoffice.title')}`);
  const record = useRecordId();
  const existing = useQuery({ ...audienceQuery(record.id), enabled: record.known });
  if (!record.isNew && !existing.data) {
    return existing.isError || !record.known ? (
      <Alert color="red">{t('backoffice.mailing.audienceNotFound')}</Alert>
    ) : (
      <Text>{t('backoffice.mailing.loading')}</Text>
    );
  }
  // Keyed by the id alone: a reload after an upload refreshes the counts, not the fields being edited.
  return <AudienceEditor key={existing.data?.Id ?? 'new'} saved={existing.data} />;
}

function AudienceEditor({ saved }: { saved: AudienceDetail | undefined }) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { can, isSuccess: permissionsKnown } = usePermissions();
  const mayEdit = can('mailing', saved ? 'update' : 'create');
  const form = usePortalForm<AudienceForm>({
    initialValues: saved ? audienceFormOf(saved) : EMPTY_AUDIENCE,
    validate: (v) => (v.Name.trim() === '' ? { Name: t('backoffice.mailing.required') } : {}),
  });
  const disabled = !mayEdit || form.submitting;

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await saveAudienceCall(audienceInputOf(saved?.Id ?? 0, values));
      notifications.show({ color: 'green', message: t('backoffice.mailing.audienceSaved') });
      await queryClient.invalidateQueries({ queryKey: MAILING_KEY });
      if (!saved) navigate(routePath(paths.backoffice.audience, { id: result.Id }), { replace: true });
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  const remove = async () => {
    if (!saved) return;
    const confirmed = await dialogs.confirm({
      message: t('backoffice.mailing.deleteAudienceConfirm', { name: saved.Name }),
      confirmLabel: t('backoffice.mailing.delete'),
      confirmColor: 'red',
    });
    if (!confirmed) return;
    try {
      await deleteAudienceCall(saved.Id);
      notifications.show({ color: 'green', message: t('backoffice.mailing.audienceDeleted') });
      await queryClient.invalidateQueries({ queryKey: MAILING_KEY });
      navigate(paths.backoffice.audiences);
    } catch (error) {
      // ERROR_AUDIENCE_IN_USE above the buttons: a campaign still names it.
      form.fail(error);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.backoffice.audiences} size="sm">
        {t('backoffice.mailing.backToAudiences')}
      </Anchor>
      <Title order={1} size="h2">
        {saved ? saved.Name : t('backoffice.mailing.newAudience')}
      </Title>
      {permissionsKnown && !mayEdit && <Alert color="blue">{t('backoffice.mailing.readOnly')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={900}>
          <TextInput
            label={t('backoffice.mailing.name')}
            required
            maxLength={AUDIENCE_NAME_MAX}
            {...form.getInputProps('Name')}
            disabled={disabled}
          />
          <Input.Wrapper label={t('backoffice.mailing.kindLabel')} error={form.errors.Kind}>
            <div>
              <SegmentedControl
                aria-label={t('backoffice.mailing.kindLabel')}
                data={AUDIENCE_KINDS.map((k) => ({ value: k, label: t(`backoffice.mailing.kind.${k}`) }))}
                value={form.values.Kind}
                onChange={(v) => form.setFieldValue('Kind', v as AudienceKind)}
                // A saved audience keeps its kind: a list's people are not a filter's, nor the reverse.
                disabled={disabled || saved !== undefined}
              />
            </div>
          </Input.Wrapper>
          <Text size="sm" c="dimmed">
            {t(`backoffice.mailing.kindHint.${form.values.Kind}`)}
          </Text>
          {form.values.Kind === 'filter' ? (
            <AudienceFilterFields form={form} disabled={disabled} />
          ) : (
            <AudienceMembersUpload
              id={saved?.Id}
              members={saved?.Users ?? 0}
              editable={can('mailing', 'update')}
            />
          )}
          <ErrorAlert error={form.failure} />
          <Group justify="flex-end" gap="xs">
            {saved && can('mailing', 'delete') && (
              <Button color="red" variant="light" onClick={remove}>
                {t('backoffice.mailing.delete')}
              </Button>
            )}
            {mayEdit && (
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.mailing.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
