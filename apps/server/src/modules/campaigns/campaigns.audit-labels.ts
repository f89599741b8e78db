import { eq, inArray } from 'drizzle-orm';
import { type AuditLabelKind, snapshotText } from '../../core/module';
import { customerCampaignEntries, customerCampaigns } from './campaigns.tables';

/** An entry's id in the log (`entry:<id>`): a campaign's and its entries' changes share one resource. */
const ENTRY = /^entry:([1-9]\d{0,8})$/;

/**
 * A campaign, named in the log by its title (also where a snapshot names it, `CampaignId`), and an
 * entry by its contact and its campaign's title.
 */
export const CAMPAIGN_LABELS: AuditLabelKind = {
  kind: 'customer-campaign',
  resources: ['campaigns'],
  fields: ['CampaignId'],
  idShape: /^(?:entry:)?[1-9]\d{0,8}$/,
  async lookup(tx, ids) {
    const campaignIds = ids.filter((id) => !ENTRY.test(id)).map(Number);
    const entryIds = ids.flatMap((id) => {
      const match = ENTRY.exec(id);
      return match ? [Number(match[1])] : [];
    });
    const campaigns =
      campaignIds.length === 0
        ? []
        : await tx
            .select({ id: customerCampaigns.id, title: customerCampaigns.title })
            .from(customerCampaigns)
            .where(inArray(customerCampaigns.id, campaignIds));
    const entries =
      entryIds.length === 0
        ? []
        : await tx
            .select({
              id: customerCampaignEntries.id,
              contact: customerCampaignEntries.contactName,
              title: customerCampaigns.title,
            })
            .from(customerCampaignEntries)
            .innerJoin(customerCampaigns, eq(customerCampaigns.id, customerCampaignEntries.campaignId))
            .where(inArray(customerCampaignEntries.id, entryIds));
    return [
      ...campaigns.map((c): [string, string] => [String(c.id), c.title]),
      ...entries.map((e): [string, string] => [`entry:${e.id}`, `${e.contact} — ${e.title}`]),
    ];
  },
  snapshotLabel: (snapshot) => snapshotText(snapshot.Title) ?? snapshotText(snapshot.ContactName),
};
