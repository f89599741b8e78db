import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOOKUP_MIN_LENGTH, companyLookupQuery } from '../../lib/backoffice/company-lookup-query';

export interface PickedCompany {
  Id: number;
  Name: string;
  VatCode: string;
}

export type CompanyPickerProps = Omit<
  SelectProps,
  'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** The company already chosen (an edited item's), shown before any search. */
  chosen?: PickedCompany | undefined;
};

const optionOf = (c: PickedCompany) => ({ value: String(c.Id), label: `${c.Name} · ${c.VatCode}` });

/**
 * A company chosen by typing the start of its name or VAT code: the registry is searched on the
 * server as one types. The value is the company's id as text, as a form holds it.
 */
export function CompanyPicker({ chosen, ...props }: CompanyPickerProps) {
  const { t } = useTranslation('backoffice');
  const [search, setSearch] = useState(chosen?.Name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const companies = useQuery(companyLookupQuery(debounced));
  // The chosen company stays among the options while another search runs.
  const options = [
    ...(chosen ? [optionOf(chosen)] : []),
    ...(companies.data?.Items ?? []).filter((c) => c.Id !== chosen?.Id).map(optionOf),
  ];
  return (
    <Select
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: found }) => found}
      nothingFoundMessage={
        debounced.trim().length >= COMPANY_LOOKUP_MIN_LENGTH ? t('backoffice.list.empty') : undefined
      }
      data={options}
    />
  );
}
