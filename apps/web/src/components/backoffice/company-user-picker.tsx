import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyUserLookupQuery } from '../../lib/backoffice/company-user-lookup-query';

export interface PickedUser {
  Id: string;
  Name: string;
  Email: string;
}

export type CompanyUserPickerProps = Omit<
  SelectProps,
  'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** The company whose people are offered; none chosen yet: the picker waits for it. */
  companyId: number | null;
  /** The person already chosen (an edited item's), shown before any search. */
  chosen?: PickedUser | null | undefined;
};

/**
 * One of a company's people, chosen by typing part of their name, user name or e-mail: the company's
 * users are searched on the server as one types. The value is the user's id, as a form holds it;
 * nobody outside the company can be chosen.
 */
export function CompanyUserPicker({ companyId, chosen, ...props }: CompanyUserPickerProps) {
  const { t } = useTranslation('backoffice');
  const [search, setSearch] = useState(chosen?.Name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const users = useQuery(companyUserLookupQuery(companyId, debounced === chosen?.Name ? '' : debounced));
  const found = (users.data?.Items ?? []).map((u) => ({
    value: u.Id,
    label: `${`${u.FirstName} ${u.LastName}`.trim() || u.UserName} · ${u.UserName} · ${u.Email}`,
  }));
  const options = [
    ...(chosen && !found.some((o) => o.value === chosen.Id)
      ? [{ value: chosen.Id, label: `${chosen.Name} · ${chosen.Email}` }]
      : []),
    ...found,
  ];
  return (
    <Select
      {...props}
      searchable
      clearable
      disabled={companyId === null || props.disabled}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={companyId === null ? undefined : t('backoffice.list.empty')}
      data={options}
    />
  );
}
