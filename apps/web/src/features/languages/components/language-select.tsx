import type { LanguageId } from '@sportello/i18n/languages';
import { useSearchParams } from 'react-router';
import { searchFollowingLanguage } from '../../../lib/language-preference';
import { useLanguage } from '../hooks/use-language';
import { useLanguages } from '../hooks/use-languages';
import { LanguagePicker } from './language-picker';

export interface LanguageSelectProps {
  /** Called after the user picked a language (e.g. to remember it on the server for a signed-in user). */
  onLanguageChange?: (id: LanguageId) => void;
}

/** The app header's language selector: changes the UI at once and remembers the choice. */
export function LanguageSelect({ onLanguageChange }: LanguageSelectProps = {}) {
  const languages = useLanguages();
  const { languageId, changeLanguage } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();

  return (
    <LanguagePicker
      languages={languages}
      languageId={languageId}
      onChange={(value) => {
        changeLanguage(value);
        onLanguageChange?.(value);
        const search = searchFollowingLanguage(searchParams, value);
        if (search) setSearchParams(search, { replace: true });
      }}
    />
  );
}
