import { checkIvrPin, checkIvrPinsMatch } from '@sportello/contracts/rules/ivr-pin';

export type IvrField = 'oldPin' | 'newPin' | 'confirmation';
export type IvrValues = Record<IvrField, string>;
/** Catalogue keys (the errors namespace) or `ivr.required`, by field. */
export type IvrProblems = Partial<Record<IvrField, string>>;

/** The checks the server makes too, before asking to confirm: the user learns at once. */
export function checkIvrForm(values: IvrValues): IvrProblems {
  const problems: IvrProblems = {};
  if (!values.oldPin) problems.oldPin = 'ivr.required';
  const pin = checkIvrPin(values.newPin);
  if (!values.newPin) problems.newPin = 'ivr.required';
  else if (!pin.ok) problems.newPin = pin.key;
  const match = checkIvrPinsMatch(values.newPin, values.confirmation);
  if (!problems.newPin && !match.ok) problems.confirmation = match.key;
  return problems;
}

/** Which field a server refusal belongs to (by key); others are shown as an alert above the button. */
export const IVR_KEY_FIELDS: Readonly<Partial<Record<string, IvrField>>> = {
  ERROR_IVR_OLD_PIN_WRONG: 'oldPin',
  ERROR_IVR_PIN_DIGITS: 'newPin',
  ERROR_IVR_PIN_LENGTH: 'newPin',
  ERROR_IVR_PIN_SAME: 'newPin',
  ERROR_IVR_PIN_SEQUENCE: 'newPin',
  ERROR_IVR_PIN_NOMATCH: 'confirmation',
};

/** The contract's field names in validation failures. */
export const IVR_WIRE_FIELDS: Readonly<Partial<Record<string, IvrField>>> = {
  'Isp.IspOldPinCode': 'oldPin',
  'Isp.IspPinCode': 'newPin',
  IspPinCodeConfirm: 'confirmation',
};
