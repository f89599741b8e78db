import type { Module } from '../../module-deps';

/** The one mechanism of single-use tokens (decision 033): other modules' services use it; no routes. */
export const verificationModule: Module = {
  name: 'verification',
  register: () => {},
};
