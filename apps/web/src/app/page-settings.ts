import type { UIMatch } from 'react-router';
import type { PopupDelayRange } from '../features/popups/hooks/popup-delay';

/**
 * Page settings: what a route declares about the shell around it, in its `handle`
 * (`{ path, handle: { pageSettings: { popupDelay: { minMs, maxMs } } } }`). The deepest page that
 * says something wins.
 */
export interface PageSettings {
  /** Overrides the pop-up banner's random delay (spec §4, §9). */
  popupDelay?: PopupDelayRange;
  /**
   * `icons`: from 769 px the portal's side menu shrinks to a column of icons, for a section with a
   * side menu of its own (the back office, decision 030). Below 769 px the menu is the burger's anyway.
   */
  mainMenu?: 'full' | 'icons';
}

/**
 * The support area's pages (decision 014): the user came to write about a problem or to read a
 * guide, so the pop-up messages wait longer than elsewhere before they appear.
 */
export const SUPPORT_PAGE_SETTINGS: PageSettings = { popupDelay: { minMs: 8000, maxMs: 15000 } };

/** The back office (decision 030): its own menu is the side menu there; its tables get the width. */
export const BACKOFFICE_PAGE_SETTINGS: PageSettings = { mainMenu: 'icons' };

export function pageSettingsOf(matches: readonly Pick<UIMatch, 'handle'>[]): PageSettings {
  const settings: PageSettings = {};
  for (const match of matches) {
    const own = (match.handle as { pageSettings?: PageSettings } | undefined)?.pageSettings;
    if (own?.popupDelay) settings.popupDelay = own.popupDelay;
    if (own?.mainMenu) settings.mainMenu = own.mainMenu;
  }
  return settings;
}
