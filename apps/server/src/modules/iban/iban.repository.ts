import type { IbanFilter } from '@sportello/contracts/backoffice/ibans.contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { companyIbans, type IbanRow } from './iban.tables';

/**
 * One saving at a time per company: two admins saving at once would both supersede the same row
 * and the second insert would break the one-current-row index. An advisory lock rather than a row
 * lock, because a company's first IBAN has no row to lock.
 */
export async function lockCompanyIbans(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`iban:${companyId}`}, 0))`);
}

/** Every mandate of a company, the one in force first, then newest first. */
export function findCompanyMandates(tx: Tx, companyId: number): Promise<IbanRow[]> {
  return tx
    .select()
    .from(companyIbans)
    .where(eq(companyIbans.companyId, companyId))
    .orderBy(
      sql`${companyIbans.supersededAt} is not null`,
      desc(companyIbans.acceptedAt),
      desc(companyIbans.id),
    );
}

/** The signer as they are now: their name and address go into the evidence. */
export async function findSigner(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      enabled: users.enabled,
      companyId: users.companyId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findCompanyName(tx: Tx, companyId: number): Promise<string> {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/** The company's administrators who can be mailed: enabled, with their language. */
export function findCompanyAdmins(tx: Tx, companyId: number) {
  return tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      languageId: users.languageId,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'company_admin'), eq(users.enabled, true)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function supersedeCurrent(tx: Tx, companyId: number, at: Date): Promise<void> {
  await tx
    .update(companyIbans)
    .set({ supersededAt: at })
    .where(and(eq(companyIbans.companyId, companyId), isNull(companyIbans.supersededAt)));
}

export async function insertMandate(tx: Tx, values: typeof companyIbans.$inferInsert): Promise<IbanRow> {
  const [row] = await tx.insert(companyIbans).values(values).returning();
  if (!row) throw new Error('mandate not inserted');
  return row;
}

export async function findMandate(tx: Tx, id: number): Promise<IbanRow | undefined> {
  const [row] = await tx.select().from(companyIbans).where(eq(companyIbans.id, id));
  return row;
}

// ─── The back office's list ─────────────────────────────────────────────────────────────────────

type Filter = z.output<typeof IbanFilter>;

const SORT = {
  Company: companies.name,
  AcceptedAt: companyIbans.acceptedAt,
  Signer: companyIbans.signerName,
} as const;

function ibanWhere(filter: Filter): SQL | undefined {
  return and(
    filter.Text
      ? or(
          sql`${companies.name} ilike ${containsPattern(filter.Text)}`,
          sql`${companies.vatCode} ilike ${containsPattern(filter.Text)}`,
          sql`${companyIbans.mandateReference} ilike ${containsPattern(filter.Text)}`,
        )
      : undefined,
    filter.Product ? sql`${filter.Product} = any(${companies.products})` : undefined,
    filter.State === 'current' ? isNull(companyIbans.supersededAt) : undefined,
    filter.State === 'superseded' ? isNotNull(companyIbans.supersededAt) : undefined,
    filter.From ? gte(companyIbans.acceptedAt, new Date(filter.From)) : undefined,
    filter.To ? lt(companyIbans.acceptedAt, new Date(filter.To)) : undefined,
  );
}

const recordColumns = {
  iban: companyIbans,
  company: { id: companies.id, vatCode: companies.vatCode, name: companies.name },
};

export type IbanRecordRow = { iban: IbanRow; company: { id: number; vatCode: string; name: string } };

export async function findIbanPage(
  tx: Tx,
  filter: Filter,
): Promise<{ total: number; rows: IbanRecordRow[] }> {
  const where = ibanWhere(filter);
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx
    .select({ n: count() })
    .from(companyIbans)
    .innerJoin(companies, eq(companies.id, companyIbans.companyId))
    .where(where);
  const rows = await tx
    .select(recordColumns)
    .from(companyIbans)
    .innerJoin(companies, eq(companies.id, companyIbans.companyId))
    .where(where)
    .orderBy(direction(SORT[filter.Sort]), direction(companyIbans.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

/** Every mandate the filter finds, by company and then newest first: the export's rows. */
export function findAllIbans(tx: Tx, filter: Filter, limit: number): Promise<IbanRecordRow[]> {
  return tx
    .select(recordColumns)
    .from(companyIbans)
    .innerJoin(companies, eq(companies.id, companyIbans.companyId))
    .where(ibanWhere(filter))
    .orderBy(asc(companies.name), desc(companyIbans.acceptedAt), desc(companyIbans.id))
    .limit(limit);
}

/** The mandates a user signed: their part of their data export. */
export function findSignedBy(tx: Tx, userId: string) {
  return tx
    .select({ iban: companyIbans, company: companies.name })
    .from(companyIbans)
    .innerJoin(companies, eq(companies.id, companyIbans.companyId))
    .where(eq(companyIbans.signerId, userId))
    .orderBy(asc(companyIbans.acceptedAt), asc(companyIbans.id));
}

/** Mandates named for the audit log: the company's name and the mandate's reference. */
export async function findMandateLabels(tx: Tx, ids: number[]): Promise<[string, string][]> {
  const rows = await tx
    .select({ id: companyIbans.id, company: companies.name, reference: companyIbans.mandateReference })
    .from(companyIbans)
    .innerJoin(companies, eq(companies.id, companyIbans.companyId))
    .where(inArray(companyIbans.id, ids));
  return rows.map((r) => [String(r.id), `${r.company} — ${r.reference}`]);
}
