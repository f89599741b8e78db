import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { SessionData } from './session';

/**
 * The session of a signed-in user, or ERROR_EMPTY_SESSION (401). A sign-in still waiting for the
 * company-parent choice is not signed in yet; one still waiting for its second factor answers
 * ERROR_SECOND_FACTOR_REQUIRED (401, decision 078), whatever the call. A user who must change the password, or answer the
 * disclaimers pending since sign-in (decision 059), reaches only the calls that say so
 * (`allowPasswordChange`); everything else answers ERROR_PASSWORD_CHANGE_REQUIRED, or
 * ERROR_DISCLAIMERS_PENDING.
 * Services take their caller from the context (`core/context.ts`); routes read the session itself
 * only for what is HTTP state (whether the sign-in was local, the pop-up banner, signing out).
 */
export function requireSession(
  request: FastifyRequest,
  opts: { allowPasswordChange?: boolean } = {},
): SessionData {
  const session = requireSignInFlow(request);
  if (session.secondFactor) throw new AppError('ERROR_SECOND_FACTOR_REQUIRED');
  if (session.mustChangePassword && !opts.allowPasswordChange)
    throw new AppError('ERROR_PASSWORD_CHANGE_REQUIRED');
  if (session.disclaimersPending && !opts.allowPasswordChange)
    throw new AppError('ERROR_DISCLAIMERS_PENDING');
  return session;
}

/**
 * A session whose password (or provider) is proven, also while its second factor is still to be
 * proven or enrolled (decision 078): only the sign-in flow's own calls take it. A sign-in still
 * waiting for the company-parent choice is not one yet.
 */
export function requireSignInFlow(request: FastifyRequest): SessionData {
  const session = request.session;
  if (!session || session.awaitingParentChoice) throw new AppError('ERROR_EMPTY_SESSION');
  return session;
}

/** A signed-in user with one of the given roles; anyone else signed in gets ERROR_FORBIDDEN (403). */
export function requireRole(request: FastifyRequest, roles: SessionData['role'][]): SessionData {
  const session = requireSession(request);
  if (!roles.includes(session.role)) throw new AppError('ERROR_FORBIDDEN');
  return session;
}
