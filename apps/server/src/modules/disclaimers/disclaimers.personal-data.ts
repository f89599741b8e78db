import { asc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { consentRecords, disclaimers } from './disclaimers.tables';

/** Every answer the user gave to a privacy notice, terms or consent: the evidence, oldest first. */
export const CONSENTS_PART: PersonalDataPart = {
  file: 'consents',
  title: { it: 'Consensi', en: 'Consents' },
  async read(tx, userId) {
    const rows = await tx
      .select({ record: consentRecords, code: disclaimers.code })
      .from(consentRecords)
      .innerJoin(disclaimers, eq(disclaimers.id, consentRecords.disclaimerId))
      .where(eq(consentRecords.userId, userId))
      .orderBy(asc(consentRecords.at), asc(consentRecords.id));
    return rows.map(({ record, code }) => ({
      Disclaimer: code,
      Version: record.version,
      Accepted: record.accepted,
      At: record.at.toISOString(),
      Ip: record.ip,
      Source: record.source,
    }));
  },
};
