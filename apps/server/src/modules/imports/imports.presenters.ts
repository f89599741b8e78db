import type { ImportJob } from '@sportello/contracts/backoffice/imports.contract';
import { IMPORT_ERRORS_LISTED } from '@sportello/contracts/backoffice/imports.values';
import { ERRORS, type ErrorKey, isErrorKey } from '@sportello/contracts/common/errors';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { Allowed } from '@sportello/contracts/common/schema-issues';
import { errorCatalogue } from '@sportello/i18n/catalogues';
import { languageCode } from '@sportello/i18n/languages';
import { localizeDetail } from '@sportello/i18n/translate';
import { catalogueText } from '../../core/catalogue-text';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import type { ColumnWords, RowProblem } from '../../core/csv-table';
import { errorMessage } from '../../core/error-message';
import { IMPORT_KINDS_OF } from './imports.kinds';
import type { ImportJobView } from './imports.tables';

/** An import job on the wire and as its report, in the caller's language. */

/** What a column allows, in words: its values with their labels, or its bounds ("da 1 a 2"). */
function allowedText(languageId: number, words: ColumnWords, column: string, allowed: Allowed): string {
  const t = catalogueText(languageCode(languageId), 'backoffice');
  let detail: string;
  if ('values' in allowed) {
    const label = words.values[column];
    detail = `DETAIL_ALLOWED_VALUES ${allowed.values
      .map((v) => (label ? `${v} (${t(label(v))})` : v))
      .join(', ')}`;
  } else if (allowed.min !== undefined && allowed.max !== undefined)
    detail = `DETAIL_ALLOWED_RANGE ${allowed.min} ${allowed.max}`;
  else if (allowed.min !== undefined) detail = `DETAIL_ALLOWED_MIN ${allowed.min}`;
  else detail = `DETAIL_ALLOWED_MAX ${allowed.max}`;
  return localizeDetail(errorCatalogue(languageCode(languageId)), detail);
}

/**
 * A row's problem for a person (decision 071): its column as the file names it and as the form
 * labels it ("Prodotti (Products)"), the problem in the catalogue's words with what the column
 * allows; `ErrorMessage`, the key and its detail, for programs.
 */
function problemOf(languageId: number, kind: ImportJobView['kind'], p: RowProblem) {
  const words = IMPORT_KINDS_OF[kind].words;
  const column = p.field.split('.')[0] ?? '';
  const label = Object.hasOwn(words.labels, column) ? words.labels[column] : undefined;
  const { ErrorMessage, Message } = errorMessage(languageId, p.key, p.detail);
  return {
    Line: p.line,
    Field: p.field,
    Column: label ? `${catalogueText(languageCode(languageId), 'backoffice')(label)} (${column})` : column,
    ErrorMessage,
    Message: p.allowed ? `${Message} ${allowedText(languageId, words, column, p.allowed)}` : Message,
  };
}

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
    Errors: job.problems.slice(0, IMPORT_ERRORS_LISTED).map((p) => problemOf(languageId, job.kind, p)),
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
    const problems: RowProblem[] =
      job.problems.length > 0
        ? job.problems
        : [{ line: 0, field: '', key: error!, detail: job.errorDetail ?? undefined }];
    const columns = [label('line'), label('column'), label('problem'), label('code')];
    document = csvDocument(
      columns,
      problems.map((problem) => {
        const p = problemOf(languageId, job.kind, problem);
        return {
          [columns[0]!]: p.Line || '',
          [columns[1]!]: p.Column,
          [columns[2]!]: p.Message,
          // The key alone: the words and the values given are in the problem's cell.
          [columns[3]!]: problem.key,
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
