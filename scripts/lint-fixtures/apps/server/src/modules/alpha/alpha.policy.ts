import type { Actor } from '../../core/context'; // allowed
import { betaRole } from '../beta/beta.service'; // allowed
import { findAlpha } from './alpha.repository'; // allowed
import { findBeta } from '../beta/beta.repository'; // restricted: a module uses another module only through its service
import { beta } from '../beta/beta.tables'; // restricted: a module uses another module only through its service
import type { Paths } from '@sportello/web/src/config/paths'; // restricted: the server never imports the web app

export type Types = Actor | Paths;
export const later = () => import('../beta/beta.repository'); // restricted: a module uses another module only through its service
export const policy = [betaRole, findAlpha, findBeta, beta];
