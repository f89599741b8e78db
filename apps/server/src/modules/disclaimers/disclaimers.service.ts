import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { languageCode } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { getCompanyByVat, getCompanyWithParents } from '../companies/companies.service';
import {
  findForCompanyType,
  findNotAcceptedBy,
  insertAcceptances,
  upsertDisclaimer,
} from './disclaimers.repository';
import type { DisclaimerRow } from './disclaimers.tables';

/** Contact hours for the availability fields; To 0 means "no end" (spec §5: To zero, or From < To). */
export const AVAILABILITIES = [
  { TimeValue: 0, Label: '—' },
  ...Array.from({ length: 13 }, (_, i) => ({
    TimeValue: 8 + i,
    Label: `${String(8 + i).padStart(2, '0')}:00`,
  })),
];

/** Spec §5: From and To are offered times, and To is zero (no end) or after From. */
export function isValidAvailability(from: number, to: number): boolean {
  const offered = (v: number) => AVAILABILITIES.some((a) => a.TimeValue === v);
  return offered(from) && offered(to) && (to === 0 || from < to);
}

/** Records that a user accepted each disclaimer at the given version, now. */
export async function recordAcceptances(
  ctx: ServiceContext,
  userId: string,
  accepted: { Id: number; Version: number }[],
): Promise<void> {
  await insertAcceptances(
    ctx.tx,
    accepted.map((a) => ({ userId, disclaimerId: a.Id, version: a.Version })),
  );
}

const asWire = (row: DisclaimerRow, languageId: number): Disclaimer => {
  const english = languageCode(languageId) === 'en';
  return {
    Id: row.id,
    Code: row.code,
    Version: row.version,
    Title: english ? row.titleEn : row.titleIt,
    Text: english ? row.textEn : row.textIt,
  };
};

/**
 * The disclaimers to show, in the caller's language: for a signed-in user those of their company
 * type not accepted at the current version; before registration (nobody signed in) every disclaimer
 * of the given company's type.
 */
export async function emptyDisclaimers(
  ctx: ServiceContext,
  vatCode: string | undefined,
): Promise<Disclaimer[]> {
  const { actor } = ctx;
  if (actor.kind !== 'anonymous') {
    const company = await getCompanyWithParents(ctx, actor.companyId);
    return (await findNotAcceptedBy(ctx.tx, company.companyType, actor.userId)).map((r) =>
      asWire(r, actor.languageId),
    );
  }
  if (!vatCode) throw new AppError('ERROR_EMPTY_SESSION');
  const company = await getCompanyByVat(ctx, vatCode);
  if (!company) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  return (await findForCompanyType(ctx.tx, company.companyType)).map((r) => asWire(r, actor.languageId));
}

/** Spec §5: with a non-zero company type, every disclaimer must be accepted at its current version. */
export async function missingAcceptances(
  ctx: ServiceContext,
  vatCode: string,
  answers: { Id: number; Version: number; Accepted: boolean }[],
): Promise<number[]> {
  return (await checkAcceptances(ctx, vatCode, answers)).missing;
}

/** The required disclaimers accepted at their current version (to record) and those missing. */
export async function checkAcceptances(
  ctx: ServiceContext,
  vatCode: string,
  answers: { Id: number; Version: number; Accepted: boolean }[],
): Promise<{ missing: number[]; accepted: { Id: number; Version: number }[] }> {
  const company = await getCompanyByVat(ctx, vatCode);
  if (!company) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  const required = await findForCompanyType(ctx.tx, company.companyType);
  const ok = (d: DisclaimerRow) =>
    answers.some((a) => a.Id === d.id && a.Version === d.version && a.Accepted);
  return {
    missing: required.filter((d) => !ok(d)).map((d) => d.id),
    accepted: required.filter(ok).map((d) => ({ Id: d.id, Version: d.version })),
  };
}

/** Reference texts, seeded at every start (existing rows are left as they are). */
export async function ensureDisclaimers({ tx }: ServiceContext): Promise<void> {
  await upsertDisclaimer(tx, {
    code: 'TERMS_OF_USE',
    companyType: null,
    titleIt: "Condizioni d'uso del portale",
    titleEn: 'Portal terms of use',
    textIt:
      "Il portale è riservato ai clienti e ai loro collaboratori autorizzati. Le credenziali sono personali e non vanno condivise; ogni accesso è registrato. L'uso del servizio di assistenza è regolato dal contratto in essere.",
    textEn:
      'The portal is reserved for customers and their authorised staff. Credentials are personal and must not be shared; every access is logged. Use of the support service is governed by the contract in force.',
  });
  await upsertDisclaimer(tx, {
    code: 'TRANSPORT_DATA',
    companyType: 2,
    titleIt: 'Dati dei documenti di trasporto',
    titleEn: 'Transport document data',
    textIt:
      'Autorizzo il trattamento dei dati dei documenti di trasporto caricati nelle richieste di assistenza, per il solo scopo di risolvere le richieste stesse.',
    textEn:
      'I authorise the processing of the transport-document data uploaded with support requests, for the sole purpose of resolving those requests.',
  });
}
