import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../core/context';
import { hashPassword } from '../core/passwords';
import { companies, companyParents } from '../modules/companies/companies.tables';
import { ensureDisclaimers } from '../modules/disclaimers/disclaimers.service';
import { ensureBuiltInLanguages } from '../modules/languages/languages.service';
import { ispLinks } from '../modules/sso/sso.tables';
import { users } from '../modules/users/users.tables';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_SSO_LINKS, DEMO_USERS, PROVIDER } from './demo-data';

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
  await ctx.tx
    .insert(companies)
    .values({
      vatCode: options.providerVatCode,
      fiscalCode: options.providerVatCode,
      name: 'Sportello S.p.A.',
    })
    .onConflictDoNothing();
  if (options.demo) await seedDemo(ctx, options.providerVatCode);
}

async function seedDemo({ tx, log }: ServiceContext, providerVatCode: string): Promise<void> {
  for (const c of DEMO_COMPANIES) {
    await tx
      .insert(companies)
      .values({
        vatCode: c.vatCode,
        fiscalCode: c.vatCode,
        name: c.name,
        companyType: c.companyType,
        userCode: 'userCode' in c ? c.userCode : null,
        migrated: 'migrated' in c ? c.migrated : false,
        email: 'email' in c ? c.email : null,
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
    await tx
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
        passwordHash,
        passwordExpiresAt: u.passwordExpired ? new Date('2026-01-01T00:00:00Z') : null,
      })
      .onConflictDoNothing();
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
