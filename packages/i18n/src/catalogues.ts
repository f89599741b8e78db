import enErrors from '../locales/en/errors.json';
import enLogin from '../locales/en/login.json';
import enRecovery from '../locales/en/recovery.json';
import enShell from '../locales/en/shell.json';
import itErrors from '../locales/it/errors.json';
import itLogin from '../locales/it/login.json';
import itRecovery from '../locales/it/recovery.json';
import itShell from '../locales/it/shell.json';
import type { LanguageCode } from './languages';
import type { Catalogue } from './translate';

/**
 * Every catalogue, by language and namespace. Namespaces are split by area so that a screen loads
 * only what it shows; keys are the spec's keys (ERROR_*, MSG_*) or dotted UI keys (`shell.*`, `login.*`).
 */
export const CATALOGUES = {
  it: { errors: itErrors, shell: itShell, login: itLogin, recovery: itRecovery },
  en: { errors: enErrors, shell: enShell, login: enLogin, recovery: enRecovery },
} as const satisfies Record<LanguageCode, Record<string, Catalogue>>;

export type Namespace = keyof (typeof CATALOGUES)['it'];

/** The error namespace alone: what the server needs to fill `Message` in the caller's language. */
export function errorCatalogue(code: LanguageCode): Catalogue {
  return CATALOGUES[code].errors;
}
