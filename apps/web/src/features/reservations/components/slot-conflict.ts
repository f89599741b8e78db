import { errorKeyOf } from '../../../lib/error-text';

/**
 * The refusals that mean the slot is gone (taken by someone else meanwhile, or no longer offered):
 * the customer must pick another, from slots read again.
 */
const SLOT_GONE: readonly string[] = ['ERROR_SLOT_TAKEN', 'ERROR_SLOT_UNAVAILABLE'];

export const isSlotGone = (error: unknown): boolean => SLOT_GONE.includes(errorKeyOf(error) ?? '');
