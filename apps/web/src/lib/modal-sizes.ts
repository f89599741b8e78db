/** Spec §9: the alert modal is at most 500 px wide, or the window width minus 80 below 768 px. */
export const ALERT_MODAL_MAX_WIDTH = 500;
export const NARROW_WINDOW_WIDTH = 768;
const NARROW_MARGIN = 80;

/** Spec §9: the content modal is at most 800 px wide. */
export const CONTENT_MODAL_MAX_WIDTH = 800;

/** Width of the alert/confirm modal for a window width; 0 (not measured yet) counts as wide. */
export function alertModalWidth(windowWidth: number): number {
  if (windowWidth > 0 && windowWidth < NARROW_WINDOW_WIDTH) return Math.max(windowWidth - NARROW_MARGIN, 0);
  return ALERT_MODAL_MAX_WIDTH;
}
