import { IBANS_ACCESS } from '@sportello/contracts/iban/iban.values';
import type { Module } from '../../module-deps';

export const ibanModule: Module = {
  name: 'iban',
  access: [IBANS_ACCESS],
  register() {},
};
