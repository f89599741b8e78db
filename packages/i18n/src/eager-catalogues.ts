import enErrors from '../locales/en/errors.json';
import enIvr from '../locales/en/ivr.json';
import enLogin from '../locales/en/login.json';
import enNews from '../locales/en/news.json';
import enPopups from '../locales/en/popups.json';
import enRecovery from '../locales/en/recovery.json';
import enRegistration from '../locales/en/registration.json';
import enShell from '../locales/en/shell.json';
import enSupport from '../locales/en/support.json';
import itErrors from '../locales/it/errors.json';
import itIvr from '../locales/it/ivr.json';
import itLogin from '../locales/it/login.json';
import itNews from '../locales/it/news.json';
import itPopups from '../locales/it/popups.json';
import itRecovery from '../locales/it/recovery.json';
import itRegistration from '../locales/it/registration.json';
import itShell from '../locales/it/shell.json';
import itSupport from '../locales/it/support.json';
import type { LanguageCode } from './languages';
import type { Catalogue } from './translate';

/**
 * Every catalogue but the back office's, by language and namespace: what the web app loads up front.
 * Namespaces are split by area so that a screen loads only what it shows; keys are the spec's keys
 * (ERROR_*, MSG_*) or dotted UI keys (`shell.*`, `login.*`).
 */
export const EAGER_CATALOGUES = {
  it: {
    errors: itErrors,
    shell: itShell,
    login: itLogin,
    recovery: itRecovery,
    support: itSupport,
    news: itNews,
    popups: itPopups,
    ivr: itIvr,
    registration: itRegistration,
  },
  en: {
    errors: enErrors,
    shell: enShell,
    login: enLogin,
    recovery: enRecovery,
    support: enSupport,
    news: enNews,
    popups: enPopups,
    ivr: enIvr,
    registration: enRegistration,
  },
} as const satisfies Record<LanguageCode, Record<string, Catalogue>>;
