import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's yes / no / either filter, its value `1`, `0` or empty as the address keeps it. */
export function YesNoFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Select
      label={label}
      placeholder={t('backoffice.companies.any')}
      clearable
      w={150}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      data={[
        { value: '1', label: t('backoffice.companies.yes') },
        { value: '0', label: t('backoffice.companies.no') },
      ]}
    />
  );
}
