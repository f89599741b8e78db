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
}

export function pageSettingsOf(matches: readonly UIMatch[]): PageSettings {
  const settings: PageSettings = {};
  for (const match of matches) {
    const own = (match.handle as { pageSettings?: PageSettings } | undefined)?.pageSettings;
    if (own?.popupDelay) settings.popupDelay = own.popupDelay;
  }
  return settings;
}
