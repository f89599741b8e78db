import { NativeSelect } from '@mantine/core';
import { isLanguageId, type LanguageId } from '@sportello/i18n/languages';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../hooks/use-language';
import { useLanguages } from '../hooks/use-languages';

export interface LanguageSelectProps {
  /** Called after the user picked a language (e.g. to remember it on the server for a signed-in user). */
  onLanguageChange?: (id: LanguageId) => void;
}

/**
 * The header's language selector: changes the UI at once and remembers the choice.
 * A native select (decision 023): it is on every page, the sign-in page included, and the browser's
 * own list costs nothing to download, opens as the platform's picker on phones and is read well by
 * screen readers.
 */
export function LanguageSelect({ onLanguageChange }: LanguageSelectProps = {}) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const { languageId, changeLanguage } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();

  return (
    <NativeSelect
      aria-label={t('shell.language')}
      title={t('shell.language')}
      value={String(languageId)}
      onChange={(event) => {
        const value = Number(event.currentTarget.value);
        if (!isLanguageId(value) || value === languageId) return;
        changeLanguage(value);
        onLanguageChange?.(value);
        // A visible `lg` would bring the old language back on reload; it follows the choice instead.
        if (searchParams.has('lg')) {
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('lg', String(value));
              return next;
            },
            { replace: true },
          );
        }
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={{ base: 132, xs: 150 }}
      size="sm"
    >
      {languages.map((language) => (
        // Each name is read in its own language by screen readers ("English" with an English voice).
        <option key={language.id} value={language.id} lang={language.code}>
          {language.name}
        </option>
      ))}
    </NativeSelect>
  );
}
