import { describe, expect, it } from 'vitest';
import { isSupportMode, parseRetrieveMode } from './retrieve-mode';

describe('parseRetrieveMode', () => {
  it('accepts the four modes of the page', () => {
    expect(['1', '2', '3', ' 4 '].map(parseRetrieveMode)).toEqual([1, 2, 3, 4]);
  });

  it('shows the chooser for anything else', () => {
    for (const value of [null, undefined, '', '0', '5', '1x', 'abc']) {
      expect(parseRetrieveMode(value)).toBeUndefined();
    }
  });

  it('sends modes 2 to 4 to support, mode 1 is self-service', () => {
    expect([1, 2, 3, 4, undefined].map((mode) => isSupportMode(parseRetrieveMode(String(mode))))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
