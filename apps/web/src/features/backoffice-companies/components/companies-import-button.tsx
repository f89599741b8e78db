import '@mantine/core/styles/Table.css';
import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyImportResult } from '@sportello/contracts/backoffice/companies-import.contract';
import { DEFAULT_FILE_ENCODING, type FileEncoding } from '@sportello/contracts/common/file-encodings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EncodingPicker } from '../../../components/encoding-picker';
import { apiErrorText } from '../../../lib/error-text';
import { fileBase64 } from '../../../lib/file-base64';
import { errorCatalogueOf } from '../../../lib/i18n';
import { importCompaniesCall } from '../api/companies-calls';

/**
 * The companies import: a CSV file in the export's format and its encoding, checked first (a dry
 * run: counts and the first problems by line), then imported — only a file that checked clean.
 */
export function CompaniesImportButton() {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<FileEncoding>(DEFAULT_FILE_ENCODING);
  const [checked, setChecked] = useState<CompanyImportResult>();
  const send = async (DryRun: boolean) =>
    importCompaniesCall({ Content: await fileBase64(file!), Encoding: encoding, DryRun });
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });

  const check = useMutation({ mutationFn: () => send(true), onSuccess: setChecked, onError: failed });
  const close = () => {
    setOpened(false);
    setFile(null);
    setChecked(undefined);
  };
  const run = useMutation({
    mutationFn: () => send(false),
    onSuccess: async (result) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.companies.import.done', { created: result.Created, updated: result.Updated }),
      });
      close();
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: failed,
  });
  // A new file or encoding is a new check.
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setChecked(undefined);
    };
  const clean = checked !== undefined && checked.ErrorCount === 0;

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('backoffice.companies.import.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('backoffice.companies.import.title')} size="lg">
        <Stack gap="sm">
          <Text size="sm">{t('backoffice.companies.import.hint')}</Text>
          <FileInput
            label={t('backoffice.companies.import.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={choose(setFile)}
            clearable
          />
          <EncodingPicker value={encoding} onChange={choose(setEncoding)} />
          {checked && <CheckOutcome result={checked} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('backoffice.tags.cancel')}
            </Button>
            <Button variant="light" disabled={!file} loading={check.isPending} onClick={() => check.mutate()}>
              {t('backoffice.companies.import.check')}
            </Button>
            <Button disabled={!clean} loading={run.isPending} onClick={() => run.mutate()}>
              {t('backoffice.companies.import.run')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** What the check found: the counts, then the first problems by line, field and message. */
function CheckOutcome({ result }: { result: CompanyImportResult }) {
  const { t } = useTranslation('backoffice');
  const counts = t('backoffice.companies.import.counts', {
    count: result.Rows,
    created: result.Created,
    updated: result.Updated,
  });
  if (result.ErrorCount === 0)
    return (
      <Alert color="green" title={t('backoffice.companies.import.clean')}>
        {counts}
      </Alert>
    );
  return (
    <Alert color="red" title={t('backoffice.companies.import.problems', { count: result.ErrorCount })}>
      <Stack gap="xs">
        <Text size="sm">{counts}</Text>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.companies.import.line')}</Table.Th>
              <Table.Th>{t('backoffice.companies.import.field')}</Table.Th>
              <Table.Th>{t('backoffice.companies.import.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.Errors.map((e) => (
              <Table.Tr key={`${e.Line}-${e.Field}-${e.ErrorMessage}`}>
                <Table.Td>{e.Line}</Table.Td>
                <Table.Td>{e.Field}</Table.Td>
                <Table.Td>{e.Message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}
