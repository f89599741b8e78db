import '@mantine/core/styles/Progress.layer.css';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ToolkitFileDetail } from '@sportello/contracts/backoffice/toolkit.contract';
import { TOOLKIT_NOTES_MAX, TOOLKIT_VERSION_MAX } from '@sportello/contracts/toolkit/toolkit.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { fileSizeText } from '../../../lib/file-size';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { uploadVersionCall } from '../api/toolkit-calls';

export type UploadForm = { File: File | null; Version: string; Notes: string };

/** The server's refusals that concern one field: the file's content and size, the version's name. */
const KEY_FIELDS = {
  ERROR_TOOLKIT_TOO_LARGE: 'File',
  ERROR_TOOLKIT_TYPE: 'File',
  ERROR_TOOLKIT_EMPTY: 'File',
  ERROR_TOOLKIT_VERSION_EXISTS: 'Version',
} as const;
/** The upload's query parameters, by the form's fields. */
const WIRE_FIELDS = { FileName: 'File', Version: 'Version', Notes: 'Notes' } as const;

export interface UploadVersionModalProps {
  file: ToolkitFileDetail;
  onClose: () => void;
  onUploaded: (detail: ToolkitFileDetail) => void;
}

/**
 * A new version of a file: the file chosen (checked against the portal's limit as soon as it is
 * chosen, before a byte is sent), its version's name and release notes. The upload shows its
 * progress and may be stopped; the server's refusals (size, type read from the content, a version
 * name taken) go next to their fields.
 */
export function UploadVersionModal({ file, onClose, onUploaded }: UploadVersionModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [progress, setProgress] = useState<number>();
  const upload = useRef<AbortController>(undefined);
  useEffect(() => () => upload.current?.abort(), []);

  const size = (bytes: number) => fileSizeText(bytes, i18n.language);
  const tooLarge = (chosen: File) =>
    t('backoffice.toolkit.tooLarge', { size: size(chosen.size), max: size(file.MaxBytes) });
  const form = usePortalForm<UploadForm>({
    initialValues: { File: null, Version: '', Notes: '' },
    validate: (v) => {
      const errors: Partial<Record<keyof UploadForm, string>> = {};
      if (!v.File) errors.File = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      else if (v.File.size > file.MaxBytes) errors.File = tooLarge(v.File);
      else if (v.File.size === 0) errors.File = localizeMessage(catalogue, 'ERROR_TOOLKIT_EMPTY');
      if (v.Version.trim() === '') errors.Version = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      return errors;
    },
  });

  const submit = form.onSubmit(async (v) => {
    if (!v.File) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const detail = await uploadVersionCall(
        file.Id,
        v.File,
        { FileName: v.File.name, Version: v.Version.trim(), Notes: v.Notes.trim() },
        {
          signal: controller.signal,
          onProgress: (sent, total) => setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
        },
      );
      onUploaded(detail);
    } catch (error) {
      const fields = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      if (fields) form.showServerErrors(fields);
      // A proxy's refusal of a too large body comes without the server's error.
      else if (error instanceof ApiError && error.status === 413 && v.File)
        form.showServerErrors({ File: tooLarge(v.File) });
      else form.fail(error);
    } finally {
      if (upload.current === controller) upload.current = undefined;
      setProgress(undefined);
    }
  });

  const uploading = progress !== undefined;
  const chosen = form.values.File;
  return (
    <Modal
      opened
      onClose={() => {
        // Closing stops the upload: nothing is kept of an upload that did not end.
        upload.current?.abort();
        upload.current = undefined;
        onClose();
      }}
      title={t('backoffice.toolkit.uploadTitle', { title: file.Title })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('backoffice.toolkit.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <FileInput
            label={t('backoffice.toolkit.chooseFile')}
            description={t('backoffice.toolkit.maxSize', { max: size(file.MaxBytes) })}
            placeholder={t('backoffice.toolkit.noFileChosen')}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('backoffice.toolkit.clearFile') }}
            disabled={uploading}
            leftSection={<IconUpload size={16} aria-hidden />}
            {...form.getInputProps('File')}
            onChange={(chosenFile) => {
              form.setFieldValue('File', chosenFile);
              // Said at once: no need to wait for the send to learn the file cannot go.
              form.setFieldError(
                'File',
                chosenFile && chosenFile.size > file.MaxBytes ? tooLarge(chosenFile) : null,
              );
            }}
          />
          {chosen && chosen.size <= file.MaxBytes && (
            <Text size="sm" c="dimmed">
              {t('backoffice.toolkit.chosen', { name: chosen.name, size: size(chosen.size) })}
            </Text>
          )}
          <TextInput
            label={t('backoffice.toolkit.version')}
            description={t('backoffice.toolkit.versionHint')}
            required
            maxLength={TOOLKIT_VERSION_MAX}
            disabled={uploading}
            {...form.getInputProps('Version')}
          />
          <Textarea
            label={t('backoffice.toolkit.notes')}
            description={t('backoffice.toolkit.notesHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={TOOLKIT_NOTES_MAX}
            disabled={uploading}
            {...form.getInputProps('Notes')}
          />
          {uploading && (
            <Stack gap={4}>
              <Progress
                value={progress}
                size="lg"
                animated={progress < 100}
                aria-label={t('backoffice.toolkit.uploadProgress')}
              />
              <Text size="sm" role="status">
                {progress < 100
                  ? t('backoffice.toolkit.uploading', { percent: progress })
                  : t('backoffice.toolkit.checking')}
              </Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                if (uploading) {
                  upload.current?.abort();
                  upload.current = undefined;
                } else onClose();
              }}
            >
              {uploading ? t('backoffice.toolkit.stopUpload') : t('backoffice.toolkit.cancel')}
            </Button>
            <Button type="submit" loading={uploading} leftSection={<IconUpload size={16} aria-hidden />}>
              {t('backoffice.toolkit.upload')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
