import { ERRORS, type ErrorKey } from '@sportello/contracts/common/errors';

/**
 * The one error a service throws for an expected failure: a catalogue key (spec §8) and an optional
 * detail (for example the bad character). The error handler turns it into the wire shape.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly key: ErrorKey,
    readonly detail?: string,
    /** Every field's problem when a form is refused (the first one is `key`). */
    readonly fields?: { path: string; key: ErrorKey; detail?: string }[],
  ) {
    super(detail ? `${key} ${detail}` : key);
    this.statusCode = ERRORS[key].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
