import { Group, Select } from '@mantine/core';
import { isLanguageId, type LanguageId } from '@sportello/i18n/languages';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../hooks/use-language';
import { useLanguages } from '../hooks/use-languages';

export interface LanguageSelectProps {
  /** Called after the user picked a language (e.g. to remember it on the server for a signed-in user). */
  onLanguageChange?: (id: LanguageId) => void;
}

/** The header's language selector: changes the UI at once and remembers the choice. */
export function LanguageSelect({ onLanguageChange }: LanguageSelectProps = {}) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const { languageId, changeLanguage } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const codes = new Map(languages.map((language) => [language.id, language.code]));

  return (
    <Select<number>
      aria-label={t('shell.language')}
      title={t('shell.language')}
      data={languages.map((language) => ({ value: language.id, label: language.name }))}
      value={languageId}
      onChange={(value) => {
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
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      // Each name is read in its own language by screen readers ("English" with an English voice).
      renderOption={({ option, checked }) => (
        <Group gap={8} wrap="nowrap">
          <IconCheck size={14} aria-hidden visibility={checked ? 'visible' : 'hidden'} />
          <span lang={isLanguageId(option.value) ? codes.get(option.value) : undefined}>{option.label}</span>
        </Group>
      )}
      w={{ base: 132, xs: 150 }}
      size="sm"
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
    />
  );
}
