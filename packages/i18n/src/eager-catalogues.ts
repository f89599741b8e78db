import { CATALOGUES as en } from './eager/en';
import { CATALOGUES as it } from './eager/it';
import type { LanguageCode } from './languages';
import type { Catalogue } from './translate';

/**
 * What the web app loads up front, by language and namespace: the shell's, the sign-in page's, the
 * error messages and the shell's pop-up banner. Every other namespace comes with the pages that show
 * it (`*-catalogues.ts`), so that the sign-in page does not download them (decision 022). Keys are
 * the spec's keys (ERROR_*, MSG_*) or dotted UI keys (`shell.*`, `login.*`). The pre-rendered sign-in
 * page loads its own language's module alone (`eager/<code>.ts`, decision 050).
 */
export const EAGER_CATALOGUES = { it, en } as const satisfies Record<LanguageCode, Record<string, Catalogue>>;
