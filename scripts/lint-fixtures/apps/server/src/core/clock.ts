import { AppError } from './app-error'; // allowed
import { sessions } from './sessions.tables'; // allowed
import type { Config } from '../config'; // allowed
import { getAlpha } from '../modules/alpha/alpha.service'; // restricted: core/ imports no module
import { everything } from '../db/schema'; // restricted: core/ imports no module
import type { Paths } from '@sportello/web/src/config/paths'; // restricted: the server never imports the web app

export type Types = Config | Paths;
export const clock = [AppError, sessions, getAlpha, everything];
