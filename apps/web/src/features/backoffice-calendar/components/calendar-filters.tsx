import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import { ColorSwatch, Group, MultiSelect, Select, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enabledServicesQuery, operatorsQuery } from '../api/calendar-calls';
import { operatorColour } from '../hooks/calendar-events';
import type { CalendarPrefs } from '../hooks/calendar-prefs';

/**
 * Whose calendar and which service: operators (everyone while none is picked, or the caller alone
 * with one switch) and a service; each operator's colour beside their name, as on the calendar.
 */
export function CalendarFilters({
  prefs,
  onChange,
}: {
  prefs: CalendarPrefs;
  onChange: (patch: Partial<CalendarPrefs>) => void;
}) {
  const { t } = useTranslation('backoffice');
  const operators = useQuery(operatorsQuery);
  const services = useQuery(enabledServicesQuery);
  const ids = (operators.data ?? []).map((o) => o.Id);
  const me = operators.data?.find((o) => o.Me);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <MultiSelect
        label={t('backoffice.agenda.operators')}
        placeholder={prefs.operatorIds.length || prefs.onlyMe ? undefined : t('backoffice.agenda.everyone')}
        data={(operators.data ?? []).map((o) => ({ value: o.Id, label: o.Name }))}
        value={prefs.onlyMe && me ? [me.Id] : prefs.operatorIds}
        onChange={(operatorIds) => onChange({ operatorIds })}
        disabled={prefs.onlyMe}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={operatorColour(ids, option.value)} size={12} aria-hidden />
            {option.label}
          </Group>
        )}
        searchable
        clearable
        w={{ base: '100%', sm: 320 }}
      />
      {me && (
        <Switch
          label={t('backoffice.agenda.onlyMe')}
          checked={prefs.onlyMe}
          onChange={(event) => onChange({ onlyMe: event.currentTarget.checked })}
          mb={8}
        />
      )}
      <Select
        label={t('backoffice.agenda.service')}
        placeholder={t('backoffice.agenda.allServices')}
        data={(services.data?.Items ?? []).map((s) => ({ value: String(s.Id), label: s.Name }))}
        value={prefs.serviceId === null ? null : String(prefs.serviceId)}
        onChange={(value) => onChange({ serviceId: value ? Number(value) : null })}
        clearable
        searchable
        w={{ base: '100%', sm: 260 }}
      />
    </Group>
  );
}
