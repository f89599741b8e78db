import { describe, expect, it } from 'vitest';
import { formatMinutes } from './duration';

describe('formatMinutes', () => {
  it('says hours and minutes, leaving out a zero part', () => {
    expect(formatMinutes(95)).toBe('1 h 35 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(2400)).toBe('40 h');
  });

  it('rounds fractions and never goes below zero', () => {
    expect(formatMinutes(12.6)).toBe('13 min');
    expect(formatMinutes(-5)).toBe('0 min');
  });
});
