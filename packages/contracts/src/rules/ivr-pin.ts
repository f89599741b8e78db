import { fail, pass, type RuleResult } from './rule-result';

/**
 * PIN of the voice-response (IVR) service: digits only, 5 to 8 long, not one digit repeated
 * (11111) and not a straight run up or down (12345, 98765; a run never wraps from 9 to 0).
 */
export const IVR_PIN_MIN = 5;
export const IVR_PIN_MAX = 8;

export type IvrPinFailure = 'DIGITS' | 'LENGTH' | 'SAME' | 'SEQUENCE';

function pinFailure(pin: string): IvrPinFailure | undefined {
  if (!/^[0-9]*$/.test(pin)) return 'DIGITS';
  if (pin.length < IVR_PIN_MIN || pin.length > IVR_PIN_MAX) return 'LENGTH';
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  if (steps.every((s) => s === 0)) return 'SAME';
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 'SEQUENCE';
  return undefined;
}

export function checkIvrPin(pin: string): RuleResult {
  const reason = pinFailure(pin);
  return reason ? fail(`ERROR_IVR_PIN_${reason}`) : pass(pin);
}

export function checkIvrPinsMatch(pin: string, confirmation: string): RuleResult {
  return pin === confirmation ? pass(pin) : fail('ERROR_IVR_PIN_NOMATCH');
}
