import { NativeSelect } from '@mantine/core';
import { isLanguageId, type LanguageCode, type LanguageId } from '@sportello/i18n/languages';
import { IconLanguage, IconSelector } from '@tabler/icons-react';
import { useTexts } from '../../../lib/translator';

export interface LanguageOption {
  id: LanguageId;
  code: LanguageCode;
  /** The language's own name (endonym), the way selectors name languages for people who need them. */
  name: string;
}

/** Offered before the server's list arrives, when it cannot, and on the pre-rendered sign-in page. */
export const BUILT_IN_LANGUAGES: readonly LanguageOption[] = [
  { id: 1, code: 'it', name: 'Italiano' },
  { id: 2, code: 'en', name: 'English' },
];

export interface LanguagePickerProps {
  languages: readonly LanguageOption[];
  languageId: LanguageId;
  /** Another language was picked. */
  onChange: (id: LanguageId) => void;
}

/**
 * The header's language selector as it shows: a native select (decision 023): it is on every page, the
 * sign-in page included, and the browser's own list costs nothing to download, opens as the
 * platform's picker on phones and is read well by screen readers. What a choice does is the page's
 * (LanguageSelect in the app, the sign-in page's own entry, decision 050).
 */
export function LanguagePicker({ languages, languageId, onChange }: LanguagePickerProps) {
  const { t } = useTexts('shell');
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      title={t('shell.language')}
      value={String(languageId)}
      onChange={(event) => {
        const value = Number(event.currentTarget.value);
        if (isLanguageId(value) && value !== languageId) onChange(value);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      // An icon of its own rather than Mantine's chevron, whose size is set by the combobox's
      // stylesheet: the pre-rendered sign-in page does not carry that one (decision 050).
      rightSection={<IconSelector size={16} aria-hidden />}
      rightSectionPointerEvents="none"
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
