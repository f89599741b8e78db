import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Alert, Button, Checkbox, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import type { ImportJob } from '@sportello/contracts/backoffice/imports.contract';
import { IMPORT_MAX_BYTES, type ImportKind } from '@sportello/contracts/backoffice/imports.values';
import { DEFAULT_FILE_ENCODING, type FileEncoding } from '@sportello/contracts/common/file-encodings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importJobQuery, importReportUrl, startImportCall } from '../../lib/backoffice/import-calls';
import { apiErrorText } from '../../lib/error-text';
import { fileBase64 } from '../../lib/file-base64';
import { errorCatalogueOf } from '../../lib/i18n';
import { EncodingPicker } from '../encoding-picker';
import { ImportProblems } from './import-problems';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => (Math.ceil((bytes / MB) * 10) / 10).toLocaleString();

/**
 * The import of a CSV file (decisions 040, 041), for every area that imports: the file, its encoding
 * (and for users whether new people get the welcome mail), checked first, then imported — only a
 * file and encoding that checked clean. Each runs as a job on the server: a progress bar follows it,
 * then the outcome and its downloadable report. A file too large is refused before it is sent.
 */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<FileEncoding>(DEFAULT_FILE_ENCODING);
  const [welcome, setWelcome] = useState(true);
  const [jobId, setJobId] = useState<string>();
  /** The clean check of this file and encoding: what lets "Importa" go. */
  const [checked, setChecked] = useState(false);
  const job = useQuery({ ...importJobQuery(kind, jobId ?? ''), enabled: jobId !== undefined });
  const current = jobId === undefined ? undefined : job.data;

  const tooLarge = file !== null && file.size > IMPORT_MAX_BYTES;
  const start = useMutation({
    mutationFn: async (DryRun: boolean) =>
      startImportCall(kind, {
        Content: await fileBase64(file!),
        Encoding: encoding,
        DryRun,
        Welcome: welcome,
      }),
    onMutate: () => setJobId(undefined),
    onSuccess: (started) => setJobId(started.JobId),
  });
  const over = current?.State === 'done' || current?.State === 'failed';
  const busy = start.isPending || (jobId !== undefined && !over);

  useEffect(() => {
    if (!current || !over) return;
    if (current.DryRun) setChecked(current.State === 'done' && current.ErrorCount === 0);
    // The kind's lists (and details) show what the import wrote.
    else if (current.State === 'done') void queryClient.invalidateQueries({ queryKey: ['backoffice', kind] });
  }, [current, over, queryClient, kind]);

  // A new file, encoding or option is a new check.
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setChecked(false);
      setJobId(undefined);
      start.reset();
    };
  const close = () => {
    setOpened(false);
    choose(setFile)(null);
  };
  const fileError = tooLarge
    ? t('backoffice.imports.tooLarge', { size: megabytes(file.size), max: IMPORT_MAX_BYTES / MB })
    : start.isError
      ? apiErrorText(errorCatalogueOf(i18n), start.error)
      : undefined;
  const imported = current !== undefined && !current.DryRun && current.State === 'done';

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('backoffice.imports.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t(`backoffice.imports.${kind}.title`)}
        size="lg"
        closeButtonProps={{ 'aria-label': t('backoffice.imports.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t(`backoffice.imports.${kind}.hint`)}</Text>
          <FileInput
            label={t('backoffice.imports.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={choose(setFile)}
            error={fileError}
            disabled={busy}
            clearable
            clearButtonProps={{ 'aria-label': t('backoffice.imports.clearFile') }}
          />
          <EncodingPicker value={encoding} onChange={choose(setEncoding)} disabled={busy} />
          {kind === 'users' && (
            <Checkbox
              label={t('backoffice.imports.users.welcome')}
              checked={welcome}
              onChange={(event) => choose(setWelcome)(event.currentTarget.checked)}
              disabled={busy}
            />
          )}
          {current && <JobProgress job={current} />}
          {current && over && <JobOutcome job={current} reportUrl={importReportUrl(kind, current.Id)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('backoffice.imports.close')}
            </Button>
            {!imported && (
              <>
                <Button
                  variant="light"
                  disabled={!file || tooLarge || (busy && !start.isPending)}
                  loading={start.isPending && start.variables === true}
                  onClick={() => start.mutate(true)}
                >
                  {t('backoffice.imports.check')}
                </Button>
                <Button
                  disabled={!checked || busy}
                  loading={start.isPending && start.variables === false}
                  onClick={() => start.mutate(false)}
                >
                  {t('backoffice.imports.run')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** How many of the file's rows the job has done: moving while it runs, full (or where it stopped) when over. */
function JobProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation('backoffice');
  const label = job.DryRun ? t('backoffice.imports.checking') : t('backoffice.imports.importing');
  const value = job.Rows > 0 ? Math.round((job.RowsDone / job.Rows) * 100) : 0;
  const running = job.State === 'queued' || job.State === 'running';
  return (
    <Stack gap={4}>
      <Text size="sm">
        {label}
        {': '}
        {job.State === 'queued'
          ? t('backoffice.imports.queued')
          : t('backoffice.imports.progress', { done: job.RowsDone, total: job.Rows })}
      </Text>
      <Progress
        value={value}
        animated={running}
        color={job.State === 'failed' ? 'red' : undefined}
        aria-label={label}
      />
    </Stack>
  );
}

/** A job that is over: the check's counts, the import's outcome, the problems, and the report. */
function JobOutcome({ job, reportUrl }: { job: ImportJob; reportUrl: string }) {
  const { t } = useTranslation('backoffice');
  const counts = t('backoffice.imports.counts', {
    count: job.Rows,
    created: job.Created,
    updated: job.Updated,
  });
  const report = (
    <Group>
      <Button component="a" href={reportUrl} download variant="default" size="xs">
        {t('backoffice.imports.report')}
      </Button>
    </Group>
  );
  if (job.State === 'done' && job.ErrorCount === 0)
    return (
      <Alert color="green" title={job.DryRun ? t('backoffice.imports.clean') : undefined}>
        <Stack gap="xs">
          <Text size="sm">
            {job.DryRun
              ? counts
              : t(`backoffice.imports.${job.Kind}.done`, { created: job.Created, updated: job.Updated })}
          </Text>
          {report}
        </Stack>
      </Alert>
    );
  return (
    <Alert
      color="red"
      title={
        job.ErrorCount > 0
          ? t('backoffice.imports.problems', { count: job.ErrorCount })
          : t('backoffice.imports.failed')
      }
    >
      <Stack gap="xs">
        {job.ErrorCount > 0 ? <Text size="sm">{counts}</Text> : <Text size="sm">{job.Error?.Message}</Text>}
        {job.ErrorCount > 0 && <ImportProblems problems={job.Errors} />}
        {report}
      </Stack>
    </Alert>
  );
}
