import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

export interface SearchInputProps {
  label: string;
  /** What one may type (for example what the search looks in). */
  placeholder?: string;
  /** The value kept in the list state (the URL). */
  value: string;
  /** Called with the trimmed text once the user pauses typing. */
  onSearch: (value: string) => void;
}

/**
 * A list's text filter: it shows every keystroke at once, and changes the list state (a new URL,
 * a new request) only when typing pauses.
 */
export function SearchInput({ label, placeholder, value, onSearch }: SearchInputProps) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, 400);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        search(e.currentTarget.value.trim());
      }}
    />
  );
}
