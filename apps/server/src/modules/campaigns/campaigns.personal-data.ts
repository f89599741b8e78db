import { asc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { customerCampaigns as campaigns, customerCampaignEntries as entries } from './campaigns.tables';

/** The entries the user sent to campaigns, with the contact details and consents they gave. */
export const CAMPAIGNS_PART: PersonalDataPart = {
  file: 'campaigns',
  title: { it: 'Campagne', en: 'Campaigns' },
  async read(tx, userId) {
    const rows = await tx
      .select({ entry: entries, title: campaigns.title })
      .from(entries)
      .innerJoin(campaigns, eq(campaigns.id, entries.campaignId))
      .where(eq(entries.userId, userId))
      .orderBy(asc(entries.createdAt), asc(entries.id));
    return rows.map(({ entry: e, title }) => ({
      Campaign: title,
      Kind: e.kind,
      Status: e.status,
      ContactName: e.contactName,
      Email: e.email,
      Phone: e.phone,
      Availability: e.availability,
      Motivation: e.motivation,
      TalkTitle: e.talkTitle,
      Abstract: e.abstract,
      PrivacyConsentAt: e.privacyConsentAt.toISOString(),
      MarketingConsentAt: e.marketingConsentAt?.toISOString() ?? null,
      Note: e.note,
      CreatedAt: e.createdAt.toISOString(),
    }));
  },
};
