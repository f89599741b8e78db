/**
 * Spec §9: the banner appears after a random delay, by default 100 to 4000 ms; the back office may set
 * another range (the public settings, decision 072), and a page its own.
 */
export interface PopupDelayRange {
  minMs: number;
  maxMs: number;
}

export const DEFAULT_POPUP_DELAY: PopupDelayRange = { minMs: 100, maxMs: 4000 };

/** A whole number of milliseconds in [minMs, maxMs]; a reversed or negative range is put right. */
export function popupDelayMs(
  range: PopupDelayRange = DEFAULT_POPUP_DELAY,
  random: () => number = Math.random,
): number {
  const min = Math.max(0, Math.min(range.minMs, range.maxMs));
  const max = Math.max(0, range.minMs, range.maxMs);
  // random() is in [0, 1): every whole number of the range is equally likely, max included.
  return Math.min(max, min + Math.floor(random() * (max - min + 1)));
}
