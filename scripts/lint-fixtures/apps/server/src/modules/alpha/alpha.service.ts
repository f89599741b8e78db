import { checkEmail } from '@sportello/contracts/rules/patterns'; // allowed
import { html } from '@sportello/html/html'; // allowed
import { AppError } from '../../core/app-error'; // allowed
import { layoutMail } from '../../core/mail-layout'; // allowed
import { findAlpha } from './alpha.repository'; // allowed
import type { AlphaRow } from './alpha.tables'; // allowed
import { alphaPolicy } from './alpha.policy'; // allowed
import { findBetaForAlpha } from '../beta/beta.service'; // allowed
import { findBeta } from '../beta/beta.repository'; // restricted: a module uses another module only through its service
import { beta } from '../beta/beta.tables'; // restricted: a module uses another module only through its service
import type { BetaRow } from '../beta/beta.tables'; // restricted: a module uses another module only through its service
import { gammaCount } from '../gamma/gamma-stats.repository'; // restricted: a module uses another module only through its service
import { sessions } from '../../core/sessions.tables'; // restricted: a module uses another module only through its service
import { users } from '../../db/schema'; // restricted: a module uses another module only through its service
import type { FastifyRequest } from 'fastify'; // restricted: services never import Fastify
import { fastifyCookie } from '@fastify/cookie'; // restricted: services never import Fastify
import type { Paths } from '@sportello/web/src/config/paths'; // restricted: the server never imports the web app

export type Types = AlphaRow | BetaRow | FastifyRequest | Paths;
export const service = [checkEmail, html, AppError, layoutMail, findAlpha, alphaPolicy, findBetaForAlpha];
export const more = [findBeta, beta, gammaCount, sessions, users, fastifyCookie];
