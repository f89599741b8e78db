import type { PersonalDataPart } from '../../core/personal-data';
import { maskIban } from './iban.presenters';
import { findSignedBy } from './iban.repository';

/**
 * The SEPA mandates the user accepted for their company, with the evidence recorded of them. The
 * IBAN is the company's, not the user's: it stays masked here as everywhere but an admin's reveal.
 */
export const IBAN_PART: PersonalDataPart = {
  file: 'sepa-mandates',
  title: { it: 'Mandati SEPA accettati', en: 'SEPA mandates accepted' },
  async read(tx, userId) {
    return (await findSignedBy(tx, userId)).map(({ iban: row, company }) => ({
      Company: company,
      Iban: maskIban(row.iban),
      HolderName: row.holderName,
      HolderAddress: row.holderAddress,
      MandateReference: row.mandateReference,
      MandateVersion: row.mandateVersion,
      AcceptedAt: row.acceptedAt.toISOString(),
      SignerName: row.signerName,
      SignerEmail: row.signerEmail,
      SignerIp: row.signerIp,
      SignerAgent: row.signerAgent,
      SupersededAt: row.supersededAt?.toISOString() ?? null,
    }));
  },
};
