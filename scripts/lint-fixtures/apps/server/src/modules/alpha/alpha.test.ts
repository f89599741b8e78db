import { describe } from 'vitest'; // allowed
import { beta } from '../beta/beta.tables'; // allowed
import { findBeta } from '../beta/beta.repository'; // allowed
import { sessions } from '../../core/sessions.tables'; // allowed
import type { Paths } from '@sportello/web/src/config/paths'; // restricted: the server never imports the web app

export type Types = Paths;
export const test = [describe, beta, findBeta, sessions];
