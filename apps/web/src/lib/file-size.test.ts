import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('says sizes the Italian way, in binary multiples', () => {
    expect(fileSizeText(0)).toBe('1 KB');
    expect(fileSizeText(300)).toBe('1 KB');
    expect(fileSizeText(820 * 1024)).toBe('820 KB');
    expect(fileSizeText(1536 * 1024)).toBe('1,5 MB');
    expect(fileSizeText(2 * 1024 ** 3)).toBe('2 GB');
    // Italian groups thousands from five digits on.
    expect(fileSizeText(5 * 1024 ** 4)).toBe('5120 GB');
  });

  it('follows the language', () => {
    expect(fileSizeText(1536 * 1024, 'en')).toBe('1.5 MB');
  });
});
