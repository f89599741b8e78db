import type { ErrorKey } from '@sportello/contracts/common/errors';
import type { FastifyRequest } from 'fastify';

/** A request the server failed (a 5xx of its own making), as the error handler described it. */
export interface ServerFailure {
  error: Error;
  key: ErrorKey;
  status: number;
}

/** Kept beside the request, not on it: nothing else reads it, and it goes with the request. */
const failures = new WeakMap<FastifyRequest, ServerFailure>();

/**
 * Notes a 5xx the server answered because something failed, for whoever keeps the log of them
 * (decision 068) to read once the answer is sent. The error handler does not call it for a 503 the
 * server chose — maintenance, the readiness probe — which is a refusal thrown as an `AppError`; a
 * database outage is noted (it comes as the driver's error).
 */
export function noteServerFailure(request: FastifyRequest, failure: ServerFailure): void {
  if (failure.status < 500) return;
  failures.set(request, failure);
}

/** The failure noted for a request, if any. */
export function serverFailureOf(request: FastifyRequest): ServerFailure | undefined {
  return failures.get(request);
}
