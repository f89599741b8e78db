import errors from '../../locales/en/errors.json';
import login from '../../locales/en/login.json';
import popups from '../../locales/en/popups.json';
import shell from '../../locales/en/shell.json';

/** The up-front namespaces in English (see eager-catalogues.ts): a module per language, so that a page can load its own language alone. */
export const CATALOGUES = { errors, shell, login, popups } as const;
