import type { ConsentSource } from '@sportello/contracts/backoffice/disclaimers.values';
import type { Disclaimer, MyConsent } from '@sportello/contracts/registration/disclaimers.contract';
import { languageCode } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { isSignedIn, type ServiceContext, type SignedInActor, signedIn } from '../../core/context';
import { sanitizeRichText } from '../../core/rich-text';
import { getCompanyByVat, getCompanyWithParents } from '../companies/companies.service';
import {
  findActiveByCodes,
  findConsentsOfUser,
  findForCompanyType,
  findPendingFor,
  insertConsents,
  insertDisclaimerIfNew,
  insertVersion,
} from './disclaimers.repository';
import type { DisclaimerRow } from './disclaimers.tables';

/**
 * Disclaimers as users meet them (decision 059): before registering or accepting an invitation, at
 * sign-in when a new version waits for their answer, and in their profile. Every answer is a new
 * consent record (who, which version, accepted or refused, when, from which address); none is ever
 * changed or deleted.
 */

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

export interface Answer {
  Id: number;
  Version: number;
  Accepted: boolean;
}

/** Where an answer comes from, for its record. */
export interface ConsentOrigin {
  source: ConsentSource;
  /** The client's address, when the caller knows it. */
  ip?: string | undefined;
}

/** Records a user's answers at the given versions, now: new consent records, never a change of old ones. */
export async function recordConsents(
  ctx: ServiceContext,
  user: { id: string; companyId: number; userName: string },
  answers: readonly Answer[],
  origin: ConsentOrigin,
): Promise<void> {
  const at = ctx.clock.now();
  await insertConsents(
    ctx.tx,
    answers.map((a) => ({
      userId: user.id,
      companyId: user.companyId,
      userName: user.userName.toLowerCase(),
      disclaimerId: a.Id,
      version: a.Version,
      accepted: a.Accepted,
      at,
      ip: origin.ip?.slice(0, 64) ?? null,
      source: origin.source,
    })),
  );
}

const english = (languageId: number) => languageCode(languageId) === 'en';

const asWire = (row: DisclaimerRow, languageId: number): Disclaimer => ({
  Id: row.id,
  Code: row.code,
  Kind: row.kind,
  Mandatory: row.mandatory,
  Version: row.version,
  Title: english(languageId) ? row.titleEn : row.titleIt,
  Text: english(languageId) ? row.textEn : row.textIt,
});

/** The company type of a signed-in user's company. */
async function companyTypeOf(ctx: ServiceContext, actor: SignedInActor): Promise<number> {
  return (await getCompanyWithParents(ctx, actor.companyId)).companyType;
}

/**
 * The disclaimers to show, in the caller's language: for a signed-in user those of their company
 * type still to answer at the current version; before registration (nobody signed in) every
 * disclaimer of the given company's type.
 */
export async function emptyDisclaimers(
  ctx: ServiceContext,
  vatCode: string | undefined,
): Promise<Disclaimer[]> {
  const { actor } = ctx;
  if (isSignedIn(actor)) {
    const pending = await findPendingFor(ctx.tx, await companyTypeOf(ctx, actor), actor.userId);
    return pending.map((r) => asWire(r, actor.languageId));
  }
  if (!vatCode) throw new AppError('ERROR_EMPTY_SESSION');
  const company = await getCompanyByVat(ctx, vatCode);
  if (!company) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  return (await findForCompanyType(ctx.tx, company.companyType)).map((r) => asWire(r, actor.languageId));
}

/**
 * The active disclaimers of these codes, each ready to be written in a language: what a partner
 * application must show its user before linking (decision 080).
 */
export async function disclaimersByCode(
  ctx: ServiceContext,
  codes: readonly string[],
): Promise<{ code: string; inLanguage(languageId: number): Disclaimer }[]> {
  const rows = await findActiveByCodes(ctx.tx, codes);
  return rows.map((row) => ({ code: row.code, inLanguage: (languageId) => asWire(row, languageId) }));
}

/** Whether a user signing in has disclaimers to answer first (decision 059). */
export async function hasPendingDisclaimers(
  ctx: ServiceContext,
  userId: string,
  companyType: number,
): Promise<boolean> {
  return (await findPendingFor(ctx.tx, companyType, userId)).length > 0;
}

/** Spec §5: with a non-zero company type, every mandatory disclaimer must be accepted at its current version. */
export async function missingAcceptances(
  ctx: ServiceContext,
  vatCode: string,
  answers: readonly Answer[],
): Promise<number[]> {
  return (await checkAcceptances(ctx, vatCode, answers)).missing;
}

/**
 * The mandatory disclaimers not accepted at their current version (`missing`), and the answers to
 * record: one per disclaimer of the company's type answered at its current version (an optional one
 * not answered counts as refused).
 */
export async function checkAcceptances(
  ctx: ServiceContext,
  vatCode: string,
  answers: readonly Answer[],
): Promise<{ missing: number[]; answers: Answer[] }> {
  const company = await getCompanyByVat(ctx, vatCode);
  if (!company) throw new AppError('ERROR_COMPANY_NOT_VERIFIED');
  return judge(await findForCompanyType(ctx.tx, company.companyType), answers);
}

function judge(asked: DisclaimerRow[], answers: readonly Answer[]) {
  const accepted = (d: DisclaimerRow) =>
    answers.some((a) => a.Id === d.id && a.Version === d.version && a.Accepted);
  return {
    missing: asked.filter((d) => d.mandatory && !accepted(d)).map((d) => d.id),
    answers: asked.map((d) => ({ Id: d.id, Version: d.version, Accepted: accepted(d) })),
  };
}

/**
 * The answers of a user signed in with disclaimers pending (decision 059). Every pending one must be
 * answered at its current version (ERROR_DISCLAIMERS_MUST_ACCEPT otherwise, with the ids). Each answer
 * is recorded; a mandatory one refused signs the user out everywhere and answers
 * ERROR_DISCLAIMER_REFUSED: no access. Answers whether the portal opens.
 */
export async function signDisclaimers(
  ctx: ServiceContext,
  answers: readonly Answer[],
  clientIp: string,
): Promise<void> {
  const { actor } = signedIn(ctx, { allowPasswordChange: true });
  const pending = await findPendingFor(ctx.tx, await companyTypeOf(ctx, actor), actor.userId);
  const unanswered = pending.filter((d) => !answers.some((a) => a.Id === d.id && a.Version === d.version));
  if (unanswered.length > 0) {
    const detail = unanswered.map((d) => d.id).join(',');
    throw new AppError('ERROR_DISCLAIMERS_MUST_ACCEPT', detail, [
      { path: 'Disclaimers', key: 'ERROR_DISCLAIMERS_MUST_ACCEPT', detail },
    ]);
  }
  const { missing, answers: recorded } = judge(pending, answers);
  await recordConsents(
    ctx,
    { id: actor.userId, companyId: actor.companyId, userName: actor.userName },
    recorded,
    { source: 'sign-in', ip: clientIp },
  );
  if (missing.length > 0) {
    ctx.log.info({ userId: actor.userId, refused: missing }, 'mandatory disclaimer refused');
    await ctx.signOut.signOutUsers([actor.userId], 'disclaimer-refused');
    throw new AppError('ERROR_DISCLAIMER_REFUSED');
  }
}

/** The signed-in user's disclaimers (those of their company type) and their last answer to each. */
export async function myConsents(ctx: ServiceContext): Promise<MyConsent[]> {
  const { actor } = signedIn(ctx);
  const asked = await findForCompanyType(ctx.tx, await companyTypeOf(ctx, actor));
  const records = await findConsentsOfUser(ctx.tx, actor.userId);
  return asked.map((d) => {
    const last = records.find((r) => r.disclaimerId === d.id);
    const { Id, Title, Text, Code, Kind, Mandatory, Version } = asWire(d, actor.languageId);
    return {
      DisclaimerId: Id,
      Code,
      Kind,
      Mandatory,
      Title,
      Text,
      Version,
      Answer: last ? { Accepted: last.accepted, Version: last.version, At: last.at.toISOString() } : null,
    };
  });
}

/**
 * Gives or withdraws an optional consent at the current version, from the profile: a new record.
 * A mandatory one cannot be withdrawn (ERROR_DISCLAIMER_NOT_OPTIONAL).
 */
export async function answerConsent(
  ctx: ServiceContext,
  input: { DisclaimerId: number; Accepted: boolean },
  clientIp: string,
): Promise<MyConsent[]> {
  const { actor } = signedIn(ctx);
  const asked = await findForCompanyType(ctx.tx, await companyTypeOf(ctx, actor));
  const disclaimer = asked.find((d) => d.id === input.DisclaimerId);
  if (!disclaimer) throw new AppError('ERROR_NOT_FOUND');
  if (disclaimer.mandatory && !input.Accepted) throw new AppError('ERROR_DISCLAIMER_NOT_OPTIONAL');
  await recordConsents(
    ctx,
    { id: actor.userId, companyId: actor.companyId, userName: actor.userName },
    [{ Id: disclaimer.id, Version: disclaimer.version, Accepted: input.Accepted }],
    { source: 'profile', ip: clientIp },
  );
  return myConsents(ctx);
}

/** Records a user's acceptance of every disclaimer of their company's type now in force (the demo's users). */
export async function acceptCurrentDisclaimers(
  ctx: ServiceContext,
  user: { id: string; companyId: number; userName: string },
): Promise<void> {
  const { companyType } = await getCompanyWithParents(ctx, user.companyId);
  const asked = await findForCompanyType(ctx.tx, companyType);
  const answers = asked.map((d) => ({ Id: d.id, Version: d.version, Accepted: true }));
  await recordConsents(ctx, user, answers, { source: 'registration' });
}

/** Reference texts, seeded at every start (existing rows are left as they are), with their first version. */
export async function ensureDisclaimers({ tx }: ServiceContext): Promise<void> {
  const references = [
    {
      code: 'TERMS_OF_USE',
      kind: 'terms' as const,
      companyType: null,
      titleIt: "Condizioni d'uso del portale",
      titleEn: 'Portal terms of use',
      textIt:
        "<p>Il portale è riservato ai clienti e ai loro collaboratori autorizzati. Le credenziali sono personali e non vanno condivise; ogni accesso è registrato. L'uso del servizio di assistenza è regolato dal contratto in essere.</p>",
      textEn:
        '<p>The portal is reserved for customers and their authorised staff. Credentials are personal and must not be shared; every access is logged. Use of the support service is governed by the contract in force.</p>',
    },
    {
      code: 'TRANSPORT_DATA',
      kind: 'privacy' as const,
      companyType: 2,
      titleIt: 'Dati dei documenti di trasporto',
      titleEn: 'Transport document data',
      textIt:
        '<p>Autorizzo il trattamento dei dati dei documenti di trasporto caricati nelle richieste di assistenza, per il solo scopo di risolvere le richieste stesse.</p>',
      textEn:
        '<p>I authorise the processing of the transport-document data uploaded with support requests, for the sole purpose of resolving those requests.</p>',
    },
  ];
  for (const reference of references) {
    const inserted = await insertDisclaimerIfNew(tx, {
      ...reference,
      textIt: sanitizeRichText(reference.textIt),
      textEn: sanitizeRichText(reference.textEn),
    });
    if (inserted) await insertVersion(tx, inserted);
  }
}
