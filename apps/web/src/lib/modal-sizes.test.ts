import { describe, expect, it } from 'vitest';
import { alertModalWidth } from './modal-sizes';

describe('alertModalWidth', () => {
  it('is 500 px from 768 px up, and the window width minus 80 below', () => {
    expect(alertModalWidth(1280)).toBe(500);
    expect(alertModalWidth(768)).toBe(500);
    expect(alertModalWidth(767)).toBe(687);
    expect(alertModalWidth(375)).toBe(295);
    expect(alertModalWidth(0)).toBe(500);
  });
});
