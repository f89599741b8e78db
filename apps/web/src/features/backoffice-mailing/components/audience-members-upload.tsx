import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import { Alert, Button, Checkbox, Fieldset, FileInput, Group, Stack, Text } from '@mantine/core';
import { AUDIENCE_FILE_MAX_BYTES } from '@sportello/contracts/backoffice/mailing.values';
import { DEFAULT_FILE_ENCODING, type FileEncoding } from '@sportello/contracts/common/file-encodings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnTable } from '../../../components/column-table';
import { EncodingPicker } from '../../../components/encoding-picker';
import { apiErrorText } from '../../../lib/error-text';
import { fileBase64 } from '../../../lib/file-base64';
import { errorCatalogueOf } from '../../../lib/i18n';
import { MAILING_KEY, uploadMembersCall } from '../api/mailing-calls';

const MB = 1024 * 1024;

export interface AudienceMembersUploadProps {
  /** The saved audience's id; none before its first save. */
  id: number | undefined;
  /** The people on the list now. */
  members: number;
  /** Whether the user may change the list. */
  editable: boolean;
}

/**
 * A static audience's people, from a CSV file (one per line, by e-mail address or user name, a
 * header line optional) read in the browser and sent in the encoding picked; the answer says how
 * many are on the list and which lines named nobody the audience may take.
 */
export function AudienceMembersUpload({ id, members, editable }: AudienceMembersUploadProps) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<FileEncoding>(DEFAULT_FILE_ENCODING);
  const [replace, setReplace] = useState(true);
  const upload = useMutation({
    mutationFn: async () =>
      uploadMembersCall(id!, { Content: await fileBase64(file!), Encoding: encoding, Replace: replace }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAILING_KEY }),
  });
  const tooLarge = file !== null && file.size > AUDIENCE_FILE_MAX_BYTES;
  const result = upload.data;

  return (
    <Fieldset legend={t('backoffice.mailing.membersLegend')}>
      <Stack gap="sm">
        <Text size="sm">{t('backoffice.mailing.members', { count: members })}</Text>
        {id === undefined ? (
          <Text size="sm" c="dimmed">
            {t('backoffice.mailing.saveBeforeUpload')}
          </Text>
        ) : (
          editable && (
            <>
              <Text size="sm" c="dimmed">
                {t('backoffice.mailing.fileHint')}
              </Text>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <FileInput
                  label={t('backoffice.mailing.file')}
                  accept=".csv,text/csv,text/plain"
                  value={file}
                  onChange={(f) => {
                    setFile(f);
                    upload.reset();
                  }}
                  clearable
                  miw={240}
                  error={
                    tooLarge
                      ? t('backoffice.mailing.fileTooLarge', { max: AUDIENCE_FILE_MAX_BYTES / MB })
                      : upload.isError
                        ? apiErrorText(errorCatalogueOf(i18n), upload.error)
                        : undefined
                  }
                />
                <EncodingPicker value={encoding} onChange={setEncoding} />
              </Group>
              <Checkbox
                label={t('backoffice.mailing.replaceList')}
                checked={replace}
                onChange={(e) => setReplace(e.currentTarget.checked)}
              />
              <Group>
                <Button
                  variant="light"
                  disabled={!file || tooLarge}
                  loading={upload.isPending}
                  onClick={() => upload.mutate()}
                >
                  {t('backoffice.mailing.upload')}
                </Button>
              </Group>
            </>
          )
        )}
        {result && (
          <Alert color={result.Unknown.length > 0 ? 'yellow' : 'green'} role="status">
            <Stack gap="xs">
              <Text size="sm">
                {t('backoffice.mailing.uploaded', { added: result.Added, members: result.Members })}
              </Text>
              {result.Unknown.length > 0 && (
                <>
                  <Text size="sm">
                    {t('backoffice.mailing.unknownLines', { count: result.Unknown.length })}
                  </Text>
                  <ColumnTable
                    rows={result.Unknown}
                    rowId={(u) => u.Line}
                    minWidth={280}
                    label={t('backoffice.mailing.unknownLines', { count: result.Unknown.length })}
                    columns={[
                      { id: 'line', label: t('backoffice.mailing.line'), render: (u) => u.Line },
                      { id: 'value', label: t('backoffice.mailing.value'), render: (u) => u.Value },
                    ]}
                  />
                </>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
