import type { FastifyInstance } from 'fastify'; // allowed
import { registerRoute } from '../../core/route'; // allowed
import { getAlpha } from './alpha.service'; // allowed
import { findBeta } from '../beta/beta.service'; // allowed
import { findAlpha } from './alpha.repository'; // restricted: routes never touch the database
import { alpha } from './alpha.tables'; // restricted: routes never touch the database
import { eq } from 'drizzle-orm'; // restricted: routes never touch the database
import { users } from '../../db/schema'; // restricted: routes never touch the database
import type { Paths } from '@sportello/web/src/config/paths'; // restricted: the server never imports the web app

export type Types = FastifyInstance | Paths;
export const routes = [registerRoute, getAlpha, findBeta, findAlpha, alpha, eq, users];
