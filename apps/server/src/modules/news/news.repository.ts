import { and, count, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
// Reads the back office's communications (a repository may join another module's tables to read).
import { communications } from '../communications/communications.tables';
import { communicationReads } from './news.tables';

export interface Audience {
  userId: string;
  /** The company's tags (modules/tags' assignments) are read in the query. */
  companyId: number;
  role: string;
  companyType: number;
  products: string[];
  groupCodes: string[];
}

/**
 * What a customer may see: published, inside its window, and every non-empty filter matched by
 * the company (type, products, group codes, tags) and the user's role.
 */
function audienceWhere(a: Audience, now: Date): SQL {
  const textArray = (values: string[]) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  return and(
    eq(communications.status, 'published'),
    or(isNull(communications.publishFrom), lte(communications.publishFrom, now)),
    or(isNull(communications.publishTo), sql`${communications.publishTo} > ${now}`),
    or(isNull(communications.userRoleFilter), sql`${communications.userRoleFilter} = ${a.role}`),
    sql`(cardinality(${communications.companyTypeFilters}) = 0 or ${String(a.companyType)} = any(${communications.companyTypeFilters}))`,
    a.products.length
      ? sql`(cardinality(${communications.productFilters}) = 0 or ${communications.productFilters} && ${textArray(a.products)})`
      : sql`cardinality(${communications.productFilters}) = 0`,
    a.groupCodes.length
      ? sql`(cardinality(${communications.groupCodeFilters}) = 0 or ${communications.groupCodeFilters} && ${textArray(a.groupCodes)})`
      : sql`cardinality(${communications.groupCodeFilters}) = 0`,
    // The tags module's assignments, read here (a repository may read another module's tables).
    sql`(cardinality(${communications.tagFilters}) = 0 or exists (select 1 from company_tags ct where ct.company_id = ${a.companyId}::int and ct.tag_id = any(${communications.tagFilters})))`,
  ) as SQL;
}

const readFlag = (userId: string) =>
  sql<boolean>`exists (select 1 from ${communicationReads} where ${communicationReads.communicationId} = ${communications.id} and ${communicationReads.userId} = ${userId})`;

export async function findNews(
  tx: Tx,
  audience: Audience,
  options: { now: Date; page: number; size: number; type?: number; popupOnly?: boolean },
) {
  const where = and(
    audienceWhere(audience, options.now),
    options.type !== undefined ? eq(communications.type, options.type) : undefined,
    options.popupOnly ? eq(communications.isPopup, true) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(communications).where(where);
  const [unread] = await tx
    .select({ n: count() })
    .from(communications)
    .where(and(where, sql`not ${readFlag(audience.userId)}`));
  const rows = await tx
    .select({ row: communications, read: readFlag(audience.userId) })
    .from(communications)
    .where(where)
    .orderBy(
      desc(sql`coalesce(${communications.publishFrom}, ${communications.createdAt})`),
      desc(communications.id),
    )
    .limit(options.size)
    .offset(options.page * options.size);
  return { total: total?.n ?? 0, unread: unread?.n ?? 0, rows };
}

export async function findNewsItem(tx: Tx, audience: Audience, id: number, now: Date) {
  const [row] = await tx
    .select({ row: communications, read: readFlag(audience.userId) })
    .from(communications)
    .where(and(eq(communications.id, id), audienceWhere(audience, now)));
  return row;
}

export async function insertRead(tx: Tx, communicationId: number, userId: string, readAt: Date) {
  await tx.insert(communicationReads).values({ communicationId, userId, readAt }).onConflictDoNothing();
}
