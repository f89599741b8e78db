import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP_DELAY, popupDelayMs } from './popup-delay';

describe('popupDelayMs', () => {
  it('defaults to 100–4000 ms, both ends reachable', () => {
    expect(DEFAULT_POPUP_DELAY).toEqual({ minMs: 100, maxMs: 4000 });
    expect(popupDelayMs(undefined, () => 0)).toBe(100);
    expect(popupDelayMs(undefined, () => 0.999_999_9)).toBe(4000);
    for (let i = 0; i < 200; i++) {
      const d = popupDelayMs();
      expect(d).toBeGreaterThanOrEqual(100);
      expect(d).toBeLessThanOrEqual(4000);
      expect(Number.isInteger(d)).toBe(true);
    }
  });

  it('follows the page’s range, put right when reversed or negative', () => {
    expect(popupDelayMs({ minMs: 0, maxMs: 0 })).toBe(0);
    expect(popupDelayMs({ minMs: 500, maxMs: 200 }, () => 0)).toBe(200);
    expect(popupDelayMs({ minMs: 500, maxMs: 200 }, () => 0.999_999)).toBe(500);
    expect(popupDelayMs({ minMs: -50, maxMs: -10 }, () => 0.5)).toBe(0);
  });
});
