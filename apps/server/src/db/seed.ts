import type { ServiceContext } from '../core/context';
import { ensureBuiltInLanguages } from '../modules/languages/languages.service';

/**
 * Idempotent start-up data: reference data always (languages), demo data when enabled
 * (development and the e2e suite; never by default in production). Safe to run at every start.
 */
export async function seed(ctx: ServiceContext, { demo }: { demo: boolean }): Promise<void> {
  await ensureBuiltInLanguages(ctx);
  if (!demo) return;
  // Demo companies and accounts are added here by the login issue (see README "Demo accounts").
}
