import { daysAfter } from '../core/clock';
import type { ServiceContext } from '../core/context';
import { customerCampaigns } from '../modules/campaigns/campaigns.tables';

/**
 * The demo's campaigns, once (the back office may change them): the tutor programme open to every
 * customer, and a talks event with few places, so that its waiting list shows soon. Dated from the
 * day the demo is seeded, so that both are open then.
 */
export async function seedDemoCampaigns(ctx: ServiceContext): Promise<void> {
  const [existing] = await ctx.tx.select({ id: customerCampaigns.id }).from(customerCampaigns).limit(1);
  if (existing) return;
  const now = ctx.clock.now();
  const common = { createdAt: now, updatedAt: now, updatedBy: 'admin@sportello.demo' };
  await ctx.tx.insert(customerCampaigns).values([
    {
      ...common,
      type: 'tutor',
      title: 'Programma Tutor 2027',
      description:
        'Aiuta i nuovi clienti a muovere i primi passi con i nostri prodotti: qualche ora al mese, in videochiamata o in sede.\nIn cambio, un anno di assistenza premium per la tua azienda.',
      startsAt: daysAfter(now, -30),
      endsAt: daysAfter(now, 365),
    },
    {
      ...common,
      type: 'talks',
      title: 'Sportello Talks 2027',
      description:
        'Una giornata di interventi dei clienti per i clienti: casi reali di contabilità, paghe e fatturazione.\nProponi un intervento o iscriviti come partecipante.',
      startsAt: daysAfter(now, -7),
      endsAt: daysAfter(now, 60),
      eventAt: daysAfter(now, 75),
      place: 'Milano, Palazzo delle Stelline',
      capacity: 5,
    },
  ]);
}
