import errors from '../../locales/it/errors.json';
import login from '../../locales/it/login.json';
import popups from '../../locales/it/popups.json';
import shell from '../../locales/it/shell.json';

/** The up-front namespaces in Italian (see eager-catalogues.ts): a module per language, so that a page can load its own language alone. */
export const CATALOGUES = { errors, shell, login, popups } as const;
