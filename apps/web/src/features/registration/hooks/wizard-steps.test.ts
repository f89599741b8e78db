import { describe, expect, it } from 'vitest';
import { clampStep, stepOfErrors } from './wizard-steps';

describe('registration wizard steps', () => {
  it('stays between step 0 and step 2', () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(0)).toBe(0);
    expect(clampStep(2)).toBe(2);
    expect(clampStep(3)).toBe(2);
  });

  it('goes back to the earliest step with an error', () => {
    expect(stepOfErrors({ captcha: 'x', email: 'y' }, 2)).toBe(1);
    expect(stepOfErrors({ userCode: 'x', privacy: 'y' }, 2)).toBe(0);
    expect(stepOfErrors({}, 2)).toBe(2);
    expect(stepOfErrors({ email: undefined }, 2)).toBe(2);
  });
});
