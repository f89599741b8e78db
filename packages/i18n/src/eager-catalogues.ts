import enErrors from '../locales/en/errors.json';
import enLogin from '../locales/en/login.json';
import enPopups from '../locales/en/popups.json';
import enShell from '../locales/en/shell.json';
import itErrors from '../locales/it/errors.json';
import itLogin from '../locales/it/login.json';
import itPopups from '../locales/it/popups.json';
import itShell from '../locales/it/shell.json';
import type { LanguageCode } from './languages';
import type { Catalogue } from './translate';

/**
 * What the web app loads up front, by language and namespace: the shell's, the sign-in page's, the
 * error messages and the shell's pop-up banner. Every other namespace comes with the pages that show
 * it (`*-catalogues.ts`), so that the sign-in page does not download them (decision 022). Keys are
 * the spec's keys (ERROR_*, MSG_*) or dotted UI keys (`shell.*`, `login.*`).
 */
export const EAGER_CATALOGUES = {
  it: { errors: itErrors, shell: itShell, login: itLogin, popups: itPopups },
  en: { errors: enErrors, shell: enShell, login: enLogin, popups: enPopups },
} as const satisfies Record<LanguageCode, Record<string, Catalogue>>;
