import { alpha } from '../modules/alpha/alpha.tables'; // allowed
import { beta } from '../modules/beta/beta.tables'; // allowed
import { ensureAlpha } from '../modules/alpha/alpha.service'; // allowed
import type { Paths } from '@sportello/web/src/config/paths'; // restricted: the server never imports the web app

export type Types = Paths;
export const seed = [alpha, beta, ensureAlpha];
