import type { DisclaimerDetail, DisclaimerInput } from '@sportello/contracts/backoffice/disclaimers.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { htmlHasText } from '@sportello/contracts/common/rich-text';
import { languageCode } from '@sportello/i18n/languages';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { isUniqueViolation } from '../../core/database';
import { sanitizeRichText } from '../../core/rich-text';
import { disclaimersPermission } from './disclaimers.policy';
import { toConsent, toDetail, toRecord, toSummary } from './disclaimers.presenters';
import {
  type ConsentListFilter,
  type DisclaimerListFilter,
  findConsentsPage,
  findConsentsToExport,
  findDisclaimer,
  findDisclaimerIdByCode,
  findDisclaimersPage,
  findVersions,
  insertDisclaimer,
  insertVersion,
  updateDisclaimer,
} from './disclaimers.repository';

/**
 * The back office's disclaimers (decision 059): publishing them and their versions (audited, with
 * the texts), and reading and exporting the consents a company's users gave.
 */

type SavedInput = z.output<typeof DisclaimerInput>;
const RESOURCE = 'disclaimers';

export async function listDisclaimers(ctx: ServiceContext, filter: DisclaimerListFilter) {
  await disclaimersPermission(ctx, 'list');
  const { total, rows } = await findDisclaimersPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toSummary) };
}

export async function getDisclaimer(ctx: ServiceContext, id: number): Promise<DisclaimerDetail> {
  await disclaimersPermission(ctx, 'read');
  const row = await findDisclaimer(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toDetail(row, await findVersions(ctx.tx, id));
}

const codeTaken = () =>
  new AppError('ERROR_DISCLAIMER_CODE_EXISTS', undefined, [
    { path: 'Code', key: 'ERROR_DISCLAIMER_CODE_EXISTS' },
  ]);

/**
 * `Id < 1` publishes a new disclaimer at version 1 (`create`); otherwise saves a change (`update`): a
 * new title, text or obligation is the next version, which its users answer at their next sign-in;
 * the kind, audience and whether it is active change without one. Texts are sanitised; audited.
 */
export async function saveDisclaimer(ctx: ServiceContext, input: SavedInput): Promise<DisclaimerDetail> {
  const grant = await disclaimersPermission(ctx, input.Id < 1 ? 'create' : 'update');
  const now = ctx.clock.now();
  const textIt = sanitizeRichText(input.TextIt);
  const textEn = sanitizeRichText(input.TextEn);
  // The contract saw text before sanitising: a text of only a script is empty now.
  const empty = Object.entries({ TextIt: textIt, TextEn: textEn })
    .filter(([, html]) => !htmlHasText(html))
    .map(([path]) => ({ path, key: 'ERROR_FIELD_REQUIRED' as const }));
  if (empty.length > 0) throw new AppError('ERROR_FIELD_REQUIRED', undefined, empty);
  const values = {
    code: input.Code,
    kind: input.Kind,
    companyType: input.CompanyType,
    mandatory: input.Mandatory,
    active: input.Active,
    titleIt: input.TitleIt,
    titleEn: input.TitleEn,
    textIt,
    textEn,
    updatedAt: now,
    updatedBy: grant.userName,
  };
  try {
    return await auditedTransaction(ctx, async (tx, audit) => {
      const holder = await findDisclaimerIdByCode(tx, input.Code);
      if (holder !== undefined && holder !== input.Id) throw codeTaken();
      if (input.Id < 1) {
        const row = await insertDisclaimer(tx, { ...values, version: 1 });
        await insertVersion(tx, row);
        audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after: toRecord(row) });
        return toDetail(row, await findVersions(tx, row.id));
      }
      const before = await findDisclaimer(tx, input.Id, true);
      if (!before) throw new AppError('ERROR_NOT_FOUND');
      const newVersion =
        before.titleIt !== values.titleIt ||
        before.titleEn !== values.titleEn ||
        before.textIt !== values.textIt ||
        before.textEn !== values.textEn ||
        before.mandatory !== values.mandatory;
      const row = await updateDisclaimer(tx, input.Id, {
        ...values,
        version: newVersion ? before.version + 1 : before.version,
        // Who published the version in force: a change without a new version keeps it.
        ...(!newVersion && { updatedBy: before.updatedBy }),
      });
      if (newVersion) await insertVersion(tx, row);
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'update',
        before: toRecord(before),
        after: toRecord(row),
      });
      return toDetail(row, await findVersions(tx, row.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

const english = (ctx: ServiceContext) => languageCode(ctx.actor.languageId) === 'en';

export async function listConsents(ctx: ServiceContext, filter: ConsentListFilter) {
  await disclaimersPermission(ctx, 'list');
  const { total, rows } = await findConsentsPage(ctx.tx, filter);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => toConsent(r, english(ctx))),
  };
}

const EXPORT_COLUMNS = ['At', 'UserName', 'Code', 'Title', 'Version', 'Accepted', 'Ip', 'Source'] as const;

/** A company's consent records the filter finds (every page, sorted), as CSV in the chosen encoding. */
export async function exportConsents(
  ctx: ServiceContext,
  filter: ConsentListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await disclaimersPermission(ctx, 'export');
  const rows = await findConsentsToExport(ctx.tx, filter, EXPORT_LIMIT);
  const document = csvDocument(
    EXPORT_COLUMNS,
    rows.map((r) => {
      const consent = toConsent(r, english(ctx));
      return { ...consent, Accepted: consent.Accepted ? 'yes' : 'no' };
    }),
  );
  return encodeCsv(document, encoding);
}
