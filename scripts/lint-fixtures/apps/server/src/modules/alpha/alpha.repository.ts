import { and, eq } from 'drizzle-orm'; // allowed
import type { Tx } from '../../core/database'; // allowed
import { alpha } from './alpha.tables'; // allowed
import { beta } from '../beta/beta.tables'; // allowed
import { users } from '../users/users.tables'; // allowed
import { findBeta } from '../beta/beta.repository'; // restricted: a repository never uses another module's repository
import { everything } from '../../db/schema'; // restricted: a repository never uses another module's repository
import type { Paths } from '@sportello/web/src/config/paths'; // restricted: the server never imports the web app

export type Types = Tx | Paths;
export const repository = [and, eq, alpha, beta, users, findBeta, everything];
