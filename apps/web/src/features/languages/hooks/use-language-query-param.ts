import type { LanguageId } from '@sportello/i18n/languages';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { languageIdFromSearch } from '../../../lib/language-preference';
import { useLanguage } from './use-language';

/**
 * Applies `?lg=<id>` whenever it appears or changes in the URL during the visit (e.g. a return URL
 * with the language appended after sign-in). The first page load is handled before the first render.
 * Only a change of the parameter counts, so a choice made in the selector is not overridden by a
 * parameter that was already applied.
 */
export function useLanguageQueryParam(): void {
  const { search } = useLocation();
  const { changeLanguage } = useLanguage();
  const requested = languageIdFromSearch(search);
  const applied = useRef<LanguageId | undefined>(undefined);

  useEffect(() => {
    if (requested === undefined || requested === applied.current) return;
    applied.current = requested;
    changeLanguage(requested);
  }, [requested, changeLanguage]);
}
