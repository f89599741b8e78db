import { checkMigrationUrl } from '@sportello/contracts/rules/company-migration';
import { errorDetailOf, errorKeyOf } from './error-text';

/**
 * Where a sign-in refused because the company moved to the customer hub sends the user (spec §8,
 * decision 042): the company's own hub, which the server's answer names after the key, else the
 * portal's configured one. Only a server's answer is read, never an address the page was opened
 * with, and only an https address, so that nobody can craft a link that sends people elsewhere.
 */
export function customerHubOf(failure: unknown, configured: string): string {
  if (errorKeyOf(failure) !== 'ERROR_LOGIN_MIGRATE') return configured;
  const own = checkMigrationUrl(errorDetailOf(failure) ?? '');
  return own.ok ? own.value : configured;
}

/**
 * Whether a refusal's own message already says that the browser is going elsewhere (the migrated
 * company's: "…verrai reindirizzato al nuovo portale clienti"), so that no second line repeats it.
 */
export function saysItRedirects(key: string | undefined): boolean {
  return key === 'ERROR_LOGIN_MIGRATE';
}
