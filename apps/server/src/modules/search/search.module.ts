import type { Module } from '../../module-deps';
import { searchRoutes } from './search.routes';

/** The back office's global search over companies, users and tickets (decision 077). */
export const searchModule: Module = {
  name: 'search',
  register: (app) => searchRoutes(app),
};
