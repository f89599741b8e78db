import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../core/context';
import { payServices, payServiceTypes } from '../modules/pay-services/pay-services.tables';
import { supportPlans } from '../modules/support-plans/support-plans.tables';

/**
 * The demo's paid services, once (the back office may change them): training, premium support (an
 * approval subscribes the company to the premium plan, or extends its subscription, by a year) and
 * extra storage for the companies that invoice through the portal.
 */
export async function seedDemoPayServices(ctx: ServiceContext): Promise<void> {
  const [existing] = await ctx.tx.select({ id: payServiceTypes.id }).from(payServiceTypes).limit(1);
  if (existing) return;
  const now = ctx.clock.now();
  const stamps = { createdAt: now, updatedAt: now };
  const types = await ctx.tx
    .insert(payServiceTypes)
    .values([
      { ...stamps, code: 'formazione', name: 'Formazione', description: 'Corsi sui nostri prodotti.' },
      {
        ...stamps,
        code: 'assistenza',
        name: 'Assistenza premium',
        description: 'Tempi di risposta più brevi.',
      },
      { ...stamps, code: 'spazio', name: 'Spazio aggiuntivo', description: 'Più spazio per i documenti.' },
    ])
    .returning({ id: payServiceTypes.id, code: payServiceTypes.code });
  const typeId = (code: string) => types.find((t) => t.code === code)?.id ?? 0;
  const [premium] = await ctx.tx
    .select({ id: supportPlans.id })
    .from(supportPlans)
    .where(eq(supportPlans.code, 'premium'));
  const common = { ...stamps, updatedBy: 'admin@sportello.demo' };
  await ctx.tx.insert(payServices).values([
    {
      ...common,
      typeId: typeId('formazione'),
      name: 'Corso contabilità avanzata',
      description: 'Due mezze giornate in videochiamata con un nostro consulente, per fino a 5 persone.',
      priceCents: 45_000,
      vatRate: 22,
      unit: 'unit',
      period: 'once',
    },
    {
      ...common,
      typeId: typeId('assistenza'),
      name: 'Assistenza premium annuale',
      description: 'Prima risposta entro un’ora lavorativa, chat con gli operatori e richiamata.',
      priceCents: 120_000,
      vatRate: 22,
      unit: 'unit',
      period: 'year',
      planId: premium?.id ?? null,
    },
    {
      ...common,
      typeId: typeId('spazio'),
      name: 'Spazio documenti +50 GB',
      description: 'Archivio aggiuntivo per fatture e allegati.',
      priceCents: 990,
      vatRate: 22,
      unit: 'gb',
      period: 'month',
      products: ['invoicing'],
    },
  ]);
}
