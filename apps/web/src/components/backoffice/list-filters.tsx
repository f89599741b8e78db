import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from './search-input';

export interface ListFiltersProps {
  /** What the search looks in (for example "Address or subject"). */
  searchHint: string;
  /** The search kept in the list state (the URL). */
  search: string;
  onSearch: (value: string) => void;
  /** The page's own filters, after the search. */
  children?: ReactNode;
}

/**
 * A back-office list's row of filters: the text search first, then the page's own filters, bottom
 * aligned and wrapping on narrow screens.
 */
export function ListFilters({ searchHint, search, onSearch, children }: ListFiltersProps) {
  const { t } = useTranslation('backoffice');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label={t('backoffice.list.search')}
        placeholder={searchHint}
        value={search}
        onSearch={onSearch}
      />
      {children}
    </Group>
  );
}
