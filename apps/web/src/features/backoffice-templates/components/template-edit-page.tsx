import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Fieldset,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type {
  MailTemplateDetail,
  RenderedMail,
} from '@sportello/contracts/backoffice/mail-templates.contract';
import {
  htmlToText,
  isServiceMailKind,
  MERGE_FIELDS,
  TEMPLATE_KINDS,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SUBJECT_MAX,
  type TemplateKind,
} from '@sportello/contracts/backoffice/mail-templates.values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { LazyRichTextField } from '../../../components/backoffice/lazy-rich-text-field';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import {
  defaultTemplateCall,
  deleteTemplateCall,
  previewTemplateCall,
  saveTemplateCall,
  templateQuery,
  testTemplateCall,
} from '../api/templates-calls';

type TemplateForm = {
  Name: string;
  Kind: TemplateKind;
  SubjectIt: string;
  HtmlIt: string;
  TextIt: string;
  SubjectEn: string;
  HtmlEn: string;
  TextEn: string;
};

const EMPTY: TemplateForm = {
  Name: '',
  Kind: 'campaign',
  SubjectIt: '',
  HtmlIt: '',
  TextIt: '',
  SubjectEn: '',
  HtmlEn: '',
  TextEn: '',
};

const formOf = (d: MailTemplateDetail): TemplateForm => ({
  Name: d.Name,
  Kind: d.Kind,
  SubjectIt: d.SubjectIt,
  HtmlIt: d.HtmlIt,
  TextIt: d.TextIt,
  SubjectEn: d.SubjectEn,
  HtmlEn: d.HtmlEn,
  TextEn: d.TextEn,
});

const KEY_FIELDS = { ERROR_TEMPLATE_KIND_EXISTS: 'Kind' } as const;
const WIRE_FIELDS = {
  Name: 'Name',
  Kind: 'Kind',
  SubjectIt: 'SubjectIt',
  HtmlIt: 'HtmlIt',
  TextIt: 'TextIt',
  SubjectEn: 'SubjectEn',
  HtmlEn: 'HtmlEn',
  TextEn: 'TextEn',
} as const;

/** A template to create (`new`) or to change; a portal mail's may be reset to its default. */
export function TemplateEditPage() {
  const { id = 'new' } = useParams();
  const numeric = Number(id);
  const known = Number.isInteger(numeric) && numeric > 0;
  const { t } = useTranslation('backoffice');
  const existing = useQuery({ ...templateQuery(numeric), enabled: known });
  useDocumentTitle(`${t('backoffice.nav.templates')} · ${t('backoffice.title')}`);
  if (id !== 'new' && !existing.data) {
    // An address that is no template's id is never loaded: not found, rather than loading for ever.
    return existing.isError || !known ? (
      <Alert color="red">{t('backoffice.templates.notFound')}</Alert>
    ) : (
      <Text>{t('backoffice.templates.loading')}</Text>
    );
  }
  return <TemplateEditor key={existing.data?.UpdatedAt ?? 'new'} saved={existing.data} />;
}

function TemplateEditor({ saved }: { saved: MailTemplateDetail | undefined }) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const mayEdit = can('templates', saved ? 'update' : 'create');
  // The rich-text editors take their text when they mount: a default loaded mounts them again.
  const [revision, setRevision] = useState(0);
  const [preview, setPreview] = useState<{ languageId: number; mail: RenderedMail } | undefined>();
  const [busy, setBusy] = useState<'preview' | 'test' | 'default' | 'reset' | undefined>();
  const form = usePortalForm<TemplateForm>({
    initialValues: saved ? formOf(saved) : EMPTY,
    validate: (v) => ({
      ...(v.Name.trim() === '' && { Name: t('backoffice.templates.required') }),
      ...(v.SubjectIt.trim() === '' && { SubjectIt: t('backoffice.templates.required') }),
    }),
  });
  const values = form.values;
  const fields = MERGE_FIELDS[values.Kind];
  const input = () => ({ Id: saved?.Id ?? 0, ...form.getValues() });

  const refused = (error: unknown) => showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);

  const submit = form.onSubmit(async () => {
    try {
      const result = await saveTemplateCall(input());
      notifications.show({ color: 'green', message: t('backoffice.templates.saved') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'templates'] });
      navigate(generatePath(paths.backoffice.template, { id: String(result.Id) }), { replace: true });
    } catch (error) {
      refused(error);
    }
  });

  const showPreview = async (languageId: number) => {
    setBusy('preview');
    try {
      setPreview({ languageId, mail: await previewTemplateCall({ ...input(), LanguageId: languageId }) });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(undefined);
    }
  };

  const sendTest = async () => {
    setBusy('test');
    try {
      const languageId = i18n.language === 'en' ? 2 : 1;
      const { To } = await testTemplateCall({ ...input(), LanguageId: languageId });
      notifications.show({ color: 'green', message: t('backoffice.templates.testSent', { to: To }) });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(undefined);
    }
  };

  const loadDefault = async () => {
    if (!isServiceMailKind(values.Kind)) return;
    setBusy('default');
    try {
      const texts = await defaultTemplateCall(values.Kind);
      form.setValues({
        SubjectIt: texts.SubjectIt,
        HtmlIt: texts.HtmlIt,
        TextIt: texts.TextIt,
        SubjectEn: texts.SubjectEn,
        HtmlEn: texts.HtmlEn,
        TextEn: texts.TextEn,
        ...(values.Name.trim() === '' && { Name: t(`backoffice.templates.kind.${values.Kind}`) }),
      });
      setRevision((r) => r + 1);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(undefined);
    }
  };

  const resetToDefault = async () => {
    if (!saved || !(await dialogs.confirm({ message: t('backoffice.templates.resetConfirm') }))) return;
    setBusy('reset');
    try {
      await deleteTemplateCall(saved.Id);
      notifications.show({ color: 'green', message: t('backoffice.templates.resetDone') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'templates'] });
      navigate(paths.backoffice.templates);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(undefined);
    }
  };

  const disabled = !mayEdit || form.submitting;
  const variant = (language: 'It' | 'En') => (
    <Stack gap="sm">
      <TextInput
        label={t(
          values.Kind === 'reply' ? 'backoffice.templates.replyTitle' : 'backoffice.templates.subject',
        )}
        required={language === 'It'}
        lang={language.toLowerCase()}
        maxLength={TEMPLATE_SUBJECT_MAX}
        {...form.getInputProps(`Subject${language}`)}
        disabled={disabled}
      />
      <LazyRichTextField
        key={`${language}-${revision}`}
        label={t('backoffice.templates.html')}
        lang={language.toLowerCase()}
        {...form.getInputProps(`Html${language}`)}
        value={values[`Html${language}`]}
        disabled={disabled}
      />
      <Textarea
        label={t('backoffice.templates.text')}
        description={t('backoffice.templates.textHint')}
        autosize
        minRows={4}
        maxRows={16}
        lang={language.toLowerCase()}
        {...form.getInputProps(`Text${language}`)}
        disabled={disabled}
      />
      {mayEdit && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => form.setFieldValue(`Text${language}`, htmlToText(values[`Html${language}`]))}
          >
            {t('backoffice.templates.generateText')}
          </Button>
        </Group>
      )}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.backoffice.templates} size="sm">
        {t('backoffice.templates.back')}
      </Anchor>
      <Title order={1} size="h2">
        {saved ? `${t('backoffice.templates.edit')}: ${saved.Name}` : t('backoffice.templates.create')}
      </Title>
      {!mayEdit && <Alert color="blue">{t('backoffice.templates.readOnly')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={900}>
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Group align="flex-end" grow wrap="wrap">
            <TextInput
              label={t('backoffice.templates.name')}
              required
              maxLength={TEMPLATE_NAME_MAX}
              {...form.getInputProps('Name')}
              disabled={disabled}
            />
            <Select
              label={t('backoffice.templates.kind')}
              allowDeselect={false}
              data={TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`backoffice.templates.kind.${k}`) }))}
              {...form.getInputProps('Kind')}
              disabled={disabled}
            />
          </Group>
          {mayEdit && !saved && isServiceMailKind(values.Kind) && (
            <Group>
              <Button variant="light" onClick={loadDefault} loading={busy === 'default'}>
                {t('backoffice.templates.loadDefault')}
              </Button>
            </Group>
          )}
          {values.Kind === 'reply' && (
            <Text size="sm" c="dimmed">
              {t('backoffice.templates.replyHint')}
            </Text>
          )}
          <Stack gap={4}>
            <Text size="sm">{t('backoffice.templates.fields', { example: '{{Link}}' })}</Text>
            <Group gap={6} wrap="wrap" aria-label={t('backoffice.templates.fields', { example: '' })}>
              {fields.map((field) => (
                <Badge key={field} variant="outline" tt="none">{`{{${field}}}`}</Badge>
              ))}
            </Group>
          </Stack>
          <Fieldset legend={t('backoffice.templates.italian')}>{variant('It')}</Fieldset>
          <Fieldset legend={t('backoffice.templates.englishTab')}>{variant('En')}</Fieldset>
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button variant="default" onClick={() => showPreview(1)} loading={busy === 'preview'}>
                {t('backoffice.templates.preview')}
              </Button>
              <Button variant="default" onClick={sendTest} loading={busy === 'test'}>
                {t('backoffice.templates.sendTest')}
              </Button>
            </Group>
            <Group gap="xs">
              {can('templates', 'delete') && saved && isServiceMailKind(saved.Kind) && (
                <Button color="red" variant="light" onClick={resetToDefault} loading={busy === 'reset'}>
                  {t('backoffice.templates.resetDefault')}
                </Button>
              )}
              {mayEdit && (
                <Button type="submit" loading={form.submitting}>
                  {t('backoffice.templates.save')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={preview !== undefined}
        onClose={() => setPreview(undefined)}
        title={t('backoffice.templates.previewTitle')}
        size="xl"
        fullScreen={false}
      >
        {preview && (
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('backoffice.templates.previewLanguage')}
              value={String(preview.languageId)}
              onChange={(v) => showPreview(Number(v))}
              data={[
                { value: '1', label: t('backoffice.templates.italian') },
                { value: '2', label: t('backoffice.templates.english') },
              ]}
            />
            <Text fw={600}>{preview.mail.Subject}</Text>
            <iframe
              title={preview.mail.Subject}
              sandbox=""
              srcDoc={preview.mail.Html}
              style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-gray-3)' }}
            />
            <Code block>{preview.mail.Text}</Code>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
