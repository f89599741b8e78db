import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../core/context';
import { hashPassword } from '../core/passwords';
import { sanitizeBody } from '../modules/communications/communications.service';
import { communications } from '../modules/communications/communications.tables';
import { ensureVendorCompany } from '../modules/companies/companies.service';
import { companies, companyParents } from '../modules/companies/companies.tables';
import { acceptCurrentDisclaimers, ensureDisclaimers } from '../modules/disclaimers/disclaimers.service';
import { ensureIvrCredentials } from '../modules/ivr/ivr.service';
import { ensureKbContent } from '../modules/knowledge-base/knowledge-base.service';
import { ensureBuiltInLanguages } from '../modules/languages/languages.service';
import { ispLinks } from '../modules/sso/sso.tables';
import { supportPlans, supportSubscriptions } from '../modules/support-plans/support-plans.tables';
import { users } from '../modules/users/users.tables';
import { seedDemoCampaigns } from './demo-campaigns';
import {
  DEMO_COMMUNICATIONS,
  DEMO_COMPANIES,
  DEMO_IVR_CREDENTIALS,
  DEMO_PASSWORD,
  DEMO_SSO_LINKS,
  DEMO_USERS,
  PROVIDER,
} from './demo-data';
import { seedDemoPayServices } from './demo-pay-services';
import { ensureDemoPopupMessages } from './demo-popups';
import { seedDemoSupport } from './demo-support';
import { KB_ARTICLES, KB_CATEGORIES } from './knowledge-base-articles';

/**
 * Idempotent start-up data: reference data always (languages, the vendor's own company), demo data
 * when enabled (development and the test suites; never by default in production). Rows that exist
 * are left alone, so a restart never undoes what users changed.
 */
export async function seed(
  ctx: ServiceContext,
  options: { demo: boolean; providerVatCode: string },
): Promise<void> {
  await ensureBuiltInLanguages(ctx);
  await ensureDisclaimers(ctx);
  await ensureVendorCompany(ctx, options.providerVatCode);
  await ensureKbContent(ctx, KB_CATEGORIES, KB_ARTICLES);
  if (options.demo) {
    await seedDemo(ctx, options.providerVatCode);
    await seedDemoSupport(ctx);
    await seedDemoPopupsAndIvr(ctx);
    await seedDemoCommunications(ctx, options.providerVatCode);
    await seedDemoPremiumSubscriber(ctx);
    await seedDemoCampaigns(ctx);
    await seedDemoPayServices(ctx);
  }
}

/**
 * giulia.neri subscribes to the premium plan herself (spec §6: a subscriber), so that the demo shows
 * what premium support adds: the chat while an operator has the chat desk open in business hours,
 * the call-back request, and her tickets first in the queue. Once: the back office may change it.
 */
async function seedDemoPremiumSubscriber(ctx: ServiceContext): Promise<void> {
  const [giulia] = await ctx.tx
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.userName, 'giulia.neri'));
  const [premium] = await ctx.tx
    .select({ id: supportPlans.id })
    .from(supportPlans)
    .where(eq(supportPlans.code, 'premium'));
  if (!giulia || !premium) return;
  const [existing] = await ctx.tx
    .select({ id: supportSubscriptions.id })
    .from(supportSubscriptions)
    .where(eq(supportSubscriptions.userId, giulia.id))
    .limit(1);
  if (existing) return;
  await ctx.tx.insert(supportSubscriptions).values({
    planId: premium.id,
    companyId: giulia.companyId,
    userId: giulia.id,
    startsOn: '2026-01-01',
    endsOn: '2030-12-31',
    note: 'Demo',
  });
}

/** Published news from the demo admin, once: operators' own communications are never touched. */
async function seedDemoCommunications(ctx: ServiceContext, providerVatCode: string): Promise<void> {
  const [existing] = await ctx.tx.select({ id: communications.id }).from(communications).limit(1);
  if (existing) return;
  await ctx.tx.insert(communications).values(
    DEMO_COMMUNICATIONS.map((c) => ({
      type: c.type,
      title: c.title,
      summary: c.summary,
      // Sanitised as the back office's save does: the news pages render the body as HTML.
      body: sanitizeBody(c.body),
      titleEn: c.english?.title ?? '',
      summaryEn: c.english?.summary ?? '',
      bodyEn: sanitizeBody(c.english?.body ?? ''),
      status: 'published' as const,
      publishFrom: new Date('2026-11-01T00:00:00Z'),
      author: 'admin@sportello.demo',
      authorCompanyCode: providerVatCode,
      companyTypeFilters: c.companyTypes ?? [],
      productFilters: c.products ?? [],
      groupCodeFilters: c.groupCodes ?? [],
      details: c.details,
    })),
  );
}

async function seedDemo(ctx: ServiceContext, providerVatCode: string): Promise<void> {
  const { tx, log } = ctx;
  for (const c of DEMO_COMPANIES) {
    await tx
      .insert(companies)
      .values({
        vatCode: c.vatCode,
        fiscalCode: c.vatCode,
        name: c.name,
        companyType: c.companyType,
        userCode: 'userCode' in c ? c.userCode : null,
        migratedOn: 'migratedOn' in c ? c.migratedOn : null,
        migrated: 'migratedOn' in c,
        accessLocal: 'accessLocal' in c ? c.accessLocal : true,
        email: 'email' in c ? c.email : null,
        products: 'products' in c ? [...c.products] : [],
        groupCodes: 'groupCodes' in c ? [...c.groupCodes] : [],
      })
      .onConflictDoNothing();
  }
  const idOf = async (vatCode: string) => {
    const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.vatCode, vatCode));
    if (!row) throw new Error(`demo company ${vatCode} missing`);
    return row.id;
  };
  for (const c of DEMO_COMPANIES) {
    for (const parent of 'parents' in c ? c.parents : []) {
      await tx
        .insert(companyParents)
        .values({ companyId: await idOf(c.vatCode), parentId: await idOf(parent) })
        .onConflictDoNothing();
    }
  }
  let passwordHash: string | undefined;
  for (const u of DEMO_USERS) {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = ${u.userName}`);
    if (existing) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const [created] = await tx
      .insert(users)
      .values({
        userName: u.userName,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        fiscalCode: u.fiscalCode ?? '',
        companyId: await idOf(u.company === PROVIDER ? providerVatCode : u.company),
        role: u.role,
        enabled: u.enabled ?? true,
        // The demo's customers registered, where the newsletter is always on (spec §3).
        newsletter: u.role === 'user' || u.role === 'company_admin',
        passwordHash,
        passwordExpiresAt: u.passwordExpired ? new Date('2026-01-01T00:00:00Z') : null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, companyId: users.companyId, userName: users.userName });
    // The demo's people registered long ago: they accepted the disclaimers of their company type.
    if (created) await acceptCurrentDisclaimers(ctx, created);
    log.info({ userName: u.userName }, 'demo user created');
  }
  for (const link of DEMO_SSO_LINKS) {
    const [user] = await tx
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(sql`lower(${users.userName}) = ${link.userName}`);
    if (!user) continue;
    for (const provider of ['v2', 'v3']) {
      await tx
        .insert(ispLinks)
        .values({ provider, subject: link.subject, userId: user.id, companyId: user.companyId })
        .onConflictDoNothing();
    }
  }
}

/** Demo pop-up messages and IVR credentials. */
async function seedDemoPopupsAndIvr(ctx: ServiceContext): Promise<void> {
  await ensureDemoPopupMessages(ctx);
  const entries = [];
  for (const c of DEMO_IVR_CREDENTIALS) {
    const [user] = await ctx.tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = ${c.userName}`);
    if (user) entries.push({ userId: user.id, ispUserId: c.ispUserId, pin: c.pin });
  }
  await ensureIvrCredentials(ctx, entries);
}
