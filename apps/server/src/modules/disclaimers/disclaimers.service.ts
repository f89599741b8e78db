import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { languageCode } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { getCompanyByVat, getCompanyWithParents } from '../companies/companies.service';
import { findForCompanyType, findNotAcceptedBy, upsertDisclaimer } from './disclaimers.repository';
import type { DisclaimerRow } from './disclaimers.tables';

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

/** For a signed-in user: the disclaimers of their company type not accepted at the current version. */
export async function disclaimersToAccept(
  ctx: Pick<ServiceContext, 'tx'>,
  user: { userId: string; companyId: number },
  languageId: number,
) {
  const company = await getCompanyWithParents(ctx, user.companyId);
  return (await findNotAcceptedBy(ctx.tx, company.companyType, user.userId)).map((r) =>
    asWire(r, languageId),
  );
}

/** Before registration: every disclaimer of the company's type. */
export async function disclaimersOfCompany(
  ctx: Pick<ServiceContext, 'tx'>,
  vatCode: string,
  languageId: number,
) {
  const company = await getCompanyByVat(ctx, vatCode);
  if (!company) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  return (await findForCompanyType(ctx.tx, company.companyType)).map((r) => asWire(r, languageId));
}

/** Spec §5: with a non-zero company type, every disclaimer must be accepted at its current version. */
export async function missingAcceptances(
  ctx: Pick<ServiceContext, 'tx'>,
  vatCode: string,
  answers: { Id: number; Version: number; Accepted: boolean }[],
): Promise<number[]> {
  const company = await getCompanyByVat(ctx, vatCode);
  if (!company) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  const required = await findForCompanyType(ctx.tx, company.companyType);
  return required
    .filter((d) => !answers.some((a) => a.Id === d.id && a.Version === d.version && a.Accepted))
    .map((d) => d.id);
}

/** Reference texts, seeded at every start (existing rows are left as they are). */
export async function ensureDisclaimers({ tx }: Pick<ServiceContext, 'tx'>): Promise<void> {
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
