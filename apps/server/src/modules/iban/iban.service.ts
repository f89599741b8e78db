import { PORTAL_TIME_ZONE } from '@sportello/contracts/common/days';
import { randomId } from '@sportello/contracts/common/random-id';
import type { CompanyIban, IbanInput } from '@sportello/contracts/iban/iban.contract';
import { SEPA_MANDATE_VERSION } from '@sportello/contracts/iban/iban.values';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type CustomerActor, type ServiceContext, within } from '../../core/context';
import { type IbanSettings, mailIbanChange } from './iban.mails';
import { requireCompanyAdmin, requireCurrentSigner } from './iban.policy';
import { mandateSnapshot, toMandate } from './iban.presenters';
import {
  findCompanyMandates,
  findCompanyName,
  findSigner,
  insertMandate,
  lockCompanyIbans,
  supersedeCurrent,
} from './iban.repository';
import type { IbanRow } from './iban.tables';

/**
 * A company's IBAN for direct debit as its administrators set it (decision 085): a new IBAN comes
 * with the SEPA mandate accepted for it, whose evidence (text version, time, signer, address,
 * browser) is kept as given; it replaces the one in force, which stays as history. Audited under
 * `ibans` by the mandate's id; every administrator of the company is mailed.
 */

const RESOURCE = 'ibans';
/** A browser's description of itself is kept whole up to this length: longer ones are not real. */
const AGENT_MAX = 500;

/** Where the acceptance came from, as the request tells it. */
export interface SignerClient {
  ip: string;
  userAgent: string;
}

/** The day in Italy, `yyyymmdd`, as the mandate's reference writes it. */
const romeDay = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: PORTAL_TIME_ZONE }).format(at).replaceAll('-', '');

/**
 * A new mandate's reference: `SPT-<company>-<yyyymmdd>-<8 random>`, at most 32 characters (SEPA
 * allows 35), unique by its random part and by the column's unique index.
 */
export const newMandateReference = (companyId: number, at: Date) =>
  `SPT-${companyId}-${romeDay(at)}-${randomId(8).toUpperCase()}`;

async function viewOf(ctx: ServiceContext<CustomerActor>, settings: IbanSettings): Promise<CompanyIban> {
  const rows = await findCompanyMandates(ctx.tx, ctx.actor.companyId);
  const current = rows.find((row) => !row.supersededAt);
  return {
    Current: current ? toMandate(current) : null,
    History: rows.filter((row) => row.supersededAt).map(toMandate),
    Mandate: {
      Version: SEPA_MANDATE_VERSION,
      CreditorName: settings.creditorName,
      CreditorId: settings.creditorId,
    },
  };
}

export function getCompanyIban(ctx: ServiceContext, settings: IbanSettings): Promise<CompanyIban> {
  return viewOf(requireCompanyAdmin(ctx), settings);
}

/** The same details under the same text: accepting them again adds nothing to the evidence. */
const sameMandate = (row: IbanRow, input: z.output<typeof IbanInput>) =>
  row.iban === input.Iban &&
  row.holderName === input.HolderName &&
  row.holderAddress === input.HolderAddress &&
  row.mandateVersion === input.MandateVersion;

export async function saveCompanyIban(
  ctx: ServiceContext,
  input: z.output<typeof IbanInput>,
  client: SignerClient,
  settings: IbanSettings,
): Promise<CompanyIban> {
  const admin = requireCompanyAdmin(ctx);
  // Consent counts for the words the signer read: an older text must be read again in its new words.
  if (input.MandateVersion !== SEPA_MANDATE_VERSION) throw new AppError('ERROR_MANDATE_VERSION');
  const { companyId, userId } = admin.actor;
  return auditedTransaction(admin, async (tx, audit) => {
    const inTx = within(admin, tx);
    await lockCompanyIbans(tx, companyId);
    const signer = await findSigner(tx, userId);
    requireCurrentSigner(admin.actor, signer);
    const current = (await findCompanyMandates(tx, companyId)).find((row) => !row.supersededAt);
    if (current && sameMandate(current, input)) return viewOf(inTx, settings);
    const now = ctx.clock.now();
    if (current) {
      await supersedeCurrent(tx, companyId, now);
      audit({
        resource: RESOURCE,
        objectId: current.id,
        action: 'update',
        before: { SupersededAt: null },
        after: { SupersededAt: now.toISOString() },
      });
    }
    const row = await insertMandate(tx, {
      companyId,
      iban: input.Iban,
      holderName: input.HolderName,
      holderAddress: input.HolderAddress,
      mandateReference: newMandateReference(companyId, now),
      mandateVersion: input.MandateVersion,
      acceptedAt: now,
      signerId: userId,
      signerName: `${signer.firstName} ${signer.lastName}`.trim() || admin.actor.userName,
      signerEmail: signer.email,
      signerIp: client.ip,
      signerAgent: client.userAgent.slice(0, AGENT_MAX),
    });
    audit({
      resource: RESOURCE,
      objectId: row.id,
      action: 'create',
      before: null,
      after: { ...mandateSnapshot(row), Replaces: current?.mandateReference ?? null },
    });
    await mailIbanChange(inTx, settings, row, await findCompanyName(tx, companyId));
    return viewOf(inTx, settings);
  });
}
