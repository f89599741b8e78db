import type { IbanRecord } from '@sportello/contracts/backoffice/ibans.contract';
import type { IbanMandate } from '@sportello/contracts/iban/iban.contract';
import { formatIban } from '@sportello/contracts/rules/iban';
import type { IbanRecordRow } from './iban.repository';
import type { IbanRow } from './iban.tables';

/**
 * An IBAN as everyone but a revealing admin sees it: country and check digits, the last four, and
 * stars between, in groups of four (`IT60 **** **** **** **** ***3 456`): enough to recognise one's
 * account, not enough to debit it.
 */
export const maskIban = (iban: string): string =>
  formatIban(`${iban.slice(0, 4)}${'*'.repeat(Math.max(iban.length - 8, 0))}${iban.slice(-4)}`);

export function toMandate(row: IbanRow): IbanMandate {
  return {
    Id: row.id,
    Iban: maskIban(row.iban),
    HolderName: row.holderName,
    HolderAddress: row.holderAddress,
    MandateReference: row.mandateReference,
    MandateVersion: row.mandateVersion,
    AcceptedAt: row.acceptedAt.toISOString(),
    SignerName: row.signerName,
    SupersededAt: row.supersededAt?.toISOString() ?? null,
  };
}

export function toRecord({ iban: row, company }: IbanRecordRow): IbanRecord {
  return {
    Id: row.id,
    Company: { Id: company.id, VatCode: company.vatCode, Name: company.name },
    Iban: maskIban(row.iban),
    HolderName: row.holderName,
    HolderAddress: row.holderAddress,
    MandateReference: row.mandateReference,
    MandateVersion: row.mandateVersion,
    AcceptedAt: row.acceptedAt.toISOString(),
    Signer: { Name: row.signerName, Email: row.signerEmail },
    SignerIp: row.signerIp,
    SignerAgent: row.signerAgent,
    State: row.supersededAt ? 'superseded' : 'current',
    SupersededAt: row.supersededAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a mandate: the evidence, the IBAN masked (the log is widely read). */
export function mandateSnapshot(row: IbanRow) {
  return {
    CompanyId: row.companyId,
    Iban: maskIban(row.iban),
    HolderName: row.holderName,
    HolderAddress: row.holderAddress,
    MandateReference: row.mandateReference,
    MandateVersion: row.mandateVersion,
    AcceptedAt: row.acceptedAt.toISOString(),
    SignerName: row.signerName,
    SignerIp: row.signerIp,
  };
}
