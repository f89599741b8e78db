import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { kbArticles, kbCategories } from './knowledge-base.tables';

export type KbCategoryRow = typeof kbCategories.$inferSelect;
export type KbArticleRow = Omit<typeof kbArticles.$inferSelect, 'search'>;

const articleColumns = {
  id: kbArticles.id,
  categoryId: kbArticles.categoryId,
  slug: kbArticles.slug,
  language: kbArticles.language,
  title: kbArticles.title,
  summary: kbArticles.summary,
  bodyMarkdown: kbArticles.bodyMarkdown,
  bodyHtml: kbArticles.bodyHtml,
  updatedAt: kbArticles.updatedAt,
};

/** Creates a category unless its slug exists; answers the row either way. */
export function upsertCategory(tx: Tx, row: typeof kbCategories.$inferInsert) {
  return (
    tx
      .insert(kbCategories)
      .values(row)
      // An existing category keeps its (possibly edited) names: the no-op update only returns the row.
      .onConflictDoUpdate({ target: kbCategories.slug, set: { slug: row.slug } })
      .returning()
  );
}

/** The articles there are, as `slug/language` keys. */
export async function listArticleKeys(tx: Tx): Promise<Set<string>> {
  const rows = await tx.select({ slug: kbArticles.slug, language: kbArticles.language }).from(kbArticles);
  return new Set(rows.map((row) => `${row.slug}/${row.language}`));
}

/** Adds articles; one whose slug and language exist already (another process added it) is left alone. */
export async function insertArticlesIfMissing(
  tx: Tx,
  rows: (typeof kbArticles.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(kbArticles).values(rows).onConflictDoNothing();
}

export function listCategories(tx: Tx): Promise<KbCategoryRow[]> {
  return tx.select().from(kbCategories).orderBy(asc(kbCategories.position), asc(kbCategories.id));
}

export function listArticles(tx: Tx, language: 'it' | 'en', categoryId?: number): Promise<KbArticleRow[]> {
  return tx
    .select(articleColumns)
    .from(kbArticles)
    .where(
      and(eq(kbArticles.language, language), categoryId ? eq(kbArticles.categoryId, categoryId) : undefined),
    )
    .orderBy(asc(kbArticles.title));
}

export async function findArticle(
  tx: Tx,
  language: 'it' | 'en',
  slug: string,
): Promise<KbArticleRow | undefined> {
  const [row] = await tx
    .select(articleColumns)
    .from(kbArticles)
    .where(and(eq(kbArticles.language, language), eq(kbArticles.slug, slug)));
  return row;
}

/** Full-text search with the text-search configuration of the article's language, best first. */
export function searchArticles(tx: Tx, language: 'it' | 'en', text: string): Promise<KbArticleRow[]> {
  const config = language === 'it' ? 'italian' : 'english';
  const query = sql`websearch_to_tsquery(${config}::regconfig, ${text})`;
  return tx
    .select(articleColumns)
    .from(kbArticles)
    .where(and(eq(kbArticles.language, language), sql`${kbArticles.search} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${kbArticles.search}, ${query})`), asc(kbArticles.title))
    .limit(50);
}
