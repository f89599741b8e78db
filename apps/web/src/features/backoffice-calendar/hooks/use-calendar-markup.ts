import { type RefObject, useEffect } from 'react';

/**
 * Mends what of FullCalendar's markup a screen reader would trip on (axe's role-img-alt): the
 * arrows' icons are `role="img"` without a name, inside buttons that have one (their hint).
 * FullCalendar draws its toolbar again as the view or the dates change: every new icon is mended as
 * it appears.
 */
export function useCalendarMarkup(board: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = board.current;
    if (!root) return;
    const mend = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [board]);
}
