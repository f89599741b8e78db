import type { ImportJob } from '@sportello/contracts/backoffice/imports.contract';
import { IMPORT_ERRORS_LISTED } from '@sportello/contracts/backoffice/imports.values';
import { ERRORS, type ErrorKey, isErrorKey } from '@sportello/contracts/common/errors';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { languageCode } from '@sportello/i18n/languages';
import { catalogueText } from '../../core/catalogue-text';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import type { RowProblem } from '../../core/csv-table';
import { errorMessage } from '../../core/error-message';
import type { ImportJobView } from './imports.tables';

/** An import job on the wire and as its report, in the caller's language. */

const problemOf = (languageId: number, p: RowProblem) => ({
  Line: p.line,
  Field: p.field,
  ...errorMessage(languageId, p.key, p.detail),
});

const keyOf = (key: string | null): ErrorKey | undefined =>
  key !== null && isErrorKey(key) ? key : key === null ? undefined : 'ERROR_GENERIC';

export function toImportJob(job: ImportJobView, languageId: number): ImportJob {
  const error = keyOf(job.errorKey);
  return {
    Id: job.id,
    Kind: job.kind,
    DryRun: job.dryRun,
    State: job.state,
    Rows: job.rows,
    RowsDone: job.rowsDone,
    Created: job.created,
    Updated: job.updated,
    Errors: job.problems.slice(0, IMPORT_ERRORS_LISTED).map((p) => problemOf(languageId, p)),
    ErrorCount: job.problemCount,
    Error: error
      ? { ErrorCode: ERRORS[error].code, ...errorMessage(languageId, error, job.errorDetail ?? undefined) }
      : null,
    CreatedAt: job.createdAt.toISOString(),
    FinishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * A finished job's report, in the file's own encoding: the rows' problems (line, column, text in the
 * caller's language, error key), or why the job failed as a whole, or what each row created or
 * updated (a check: would create or update).
 */
export function importReport(job: ImportJobView, languageId: number): CsvFile {
  const t = catalogueText(languageCode(languageId), 'backoffice');
  const label = (key: string) => t(`backoffice.imports.report.${key}`);
  const error = keyOf(job.errorKey);
  let document: string;
  if (job.problems.length > 0 || error) {
    const problems =
      job.problems.length > 0
        ? job.problems
        : [{ line: 0, field: '', key: error!, detail: job.errorDetail ?? undefined }];
    const columns = [label('line'), label('column'), label('problem'), label('code')];
    document = csvDocument(
      columns,
      problems.map((p) => {
        const { ErrorMessage, Message } = errorMessage(languageId, p.key, p.detail);
        return {
          [columns[0]!]: p.line || '',
          [columns[1]!]: p.field,
          [columns[2]!]: Message,
          [columns[3]!]: ErrorMessage,
        };
      }),
    );
  } else {
    const columns = [
      label('line'),
      label(job.kind === 'companies' ? 'vatCode' : 'userName'),
      label('outcome'),
    ];
    const outcome = (created: boolean) =>
      label(`${job.kind}.${job.dryRun ? 'toBe' : 'was'}.${created ? 'created' : 'updated'}`);
    document = csvDocument(
      columns,
      (job.results ?? []).map((r) => ({
        [columns[0]!]: r.line,
        [columns[1]!]: r.key,
        [columns[2]!]: outcome(r.created),
      })),
    );
  }
  return encodeCsv(document, job.encoding as FileEncoding);
}
