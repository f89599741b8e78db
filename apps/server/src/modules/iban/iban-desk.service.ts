import type { IbanFilter, IbanRecord } from '@sportello/contracts/backoffice/ibans.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { formatIban } from '@sportello/contracts/rules/iban';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditReveal } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { ibansPermission, mayReveal } from './iban.policy';
import { maskIban, toRecord } from './iban.presenters';
import { findAllIbans, findIbanPage, findMandate } from './iban.repository';

/**
 * The back office's IBANs and mandates (decision 085): listed masked, exported, and one whole IBAN
 * revealed at a time by an admin. Every sight of whole IBANs is in the audit log under `ibans`: a
 * reveal by the mandate's id, an export as `export`.
 */

const RESOURCE = 'ibans';

/** Italian time as the exports write it: `YYYY-MM-DD HH:MM`, which sorts as text. */
const exportTime = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);

export async function listIbans(
  ctx: ServiceContext,
  filter: z.output<typeof IbanFilter>,
): Promise<{ Total: number; PageCount: number; Items: IbanRecord[] }> {
  await ibansPermission(ctx, 'list');
  const { total, rows } = await findIbanPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toRecord) };
}

export async function revealIban(ctx: ServiceContext, id: number): Promise<{ Iban: string }> {
  await ibansPermission(ctx, 'read');
  const row = await findMandate(ctx.tx, id);
  if (!row) throw new AppError('ERROR_IBAN_NOT_FOUND');
  await auditReveal(ctx, { resource: RESOURCE, objectId: id, before: null, after: { Revealed: 'Iban' } });
  return { Iban: formatIban(row.iban) };
}

const EXPORT_COLUMNS = [
  'VatCode',
  'Company',
  'Iban',
  'HolderName',
  'HolderAddress',
  'MandateReference',
  'MandateVersion',
  'AcceptedAt',
  'Signer',
  'SignerEmail',
  'SignerIp',
  'State',
  'SupersededAt',
] as const;

/**
 * The filtered mandates as a CSV file. Whoever may reveal IBANs gets them whole (the file is what a
 * bank's direct-debit run is prepared from), recorded as one reveal of the export; anyone else gets
 * them masked, so that an export is no way around the reveal's audit.
 */
export async function exportIbans(
  ctx: ServiceContext,
  filter: z.output<typeof IbanFilter>,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await ibansPermission(ctx, 'export');
  const whole = await mayReveal(ctx);
  const rows = await findAllIbans(ctx.tx, filter, EXPORT_LIMIT);
  if (whole && rows.length > 0)
    await auditReveal(ctx, {
      resource: RESOURCE,
      objectId: 'export',
      before: null,
      after: {
        Revealed: 'Iban',
        Rows: rows.length,
        Filter: {
          Text: filter.Text,
          Product: filter.Product,
          State: filter.State,
          From: filter.From,
          To: filter.To,
        },
      },
    });
  return encodeCsv(
    csvDocument(
      EXPORT_COLUMNS,
      rows.map(({ iban: row, company }) => ({
        VatCode: company.vatCode,
        Company: company.name,
        Iban: whole ? row.iban : maskIban(row.iban),
        HolderName: row.holderName,
        HolderAddress: row.holderAddress,
        MandateReference: row.mandateReference,
        MandateVersion: row.mandateVersion,
        AcceptedAt: exportTime(row.acceptedAt),
        Signer: row.signerName,
        SignerEmail: row.signerEmail,
        SignerIp: row.signerIp,
        State: row.supersededAt ? 'superseded' : 'current',
        SupersededAt: row.supersededAt ? exportTime(row.supersededAt) : '',
      })),
    ),
    encoding,
  );
}
