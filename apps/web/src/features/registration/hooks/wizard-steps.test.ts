import { describe, expect, it } from 'vitest';
import { clampStep } from './wizard-steps';

describe('registration wizard steps', () => {
  it('stays between step 0 and step 2', () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(0)).toBe(0);
    expect(clampStep(2)).toBe(2);
    expect(clampStep(3)).toBe(2);
  });
});
