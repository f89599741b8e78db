import { asc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { partnerLinks, partners } from './partners.tables';

/** The partner applications the user is linked to, by the key each knows them by. */
export const PARTNER_LINKS_PART: PersonalDataPart = {
  file: 'partner-links',
  title: { it: 'Applicazioni collegate', en: 'Linked applications' },
  async read(tx, userId) {
    const rows = await tx
      .select({ partner: partners.name, key: partnerLinks.partnerUserKey, at: partnerLinks.createdAt })
      .from(partnerLinks)
      .innerJoin(partners, eq(partners.id, partnerLinks.partnerId))
      .where(eq(partnerLinks.userId, userId))
      .orderBy(asc(partnerLinks.createdAt), asc(partnerLinks.id));
    return rows.map((r) => ({ Partner: r.partner, PartnerUserKey: r.key, LinkedAt: r.at.toISOString() }));
  },
};
