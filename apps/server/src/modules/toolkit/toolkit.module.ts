import { TOOLKIT_ACCESS } from '@sportello/contracts/toolkit/toolkit.values';
import type { Module } from '../../module-deps';

export const toolkitModule: Module = {
  name: 'toolkit',
  access: [TOOLKIT_ACCESS],
  register() {},
};
