import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorsQuery } from '../api/helpdesk-calls';

export interface AssignMenuProps {
  /** The button's text ("Assegna a…", with the selection's count in the queue). */
  label: string;
  /** An operator's id, or null for nobody. */
  onPick: (handlerId: string | null) => void;
  loading?: boolean;
  /** The current handler, marked in the list. */
  current?: string | null;
}

/** "Assegna a…": the operators a ticket can be given to, and nobody. */
export function AssignMenu({ label, onPick, loading, current }: AssignMenuProps) {
  const { t } = useTranslation('backoffice');
  const operators = useQuery(operatorsQuery);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="light" loading={loading} rightSection={<IconChevronDown size={14} aria-hidden />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Item onClick={() => onPick(null)} disabled={current === null}>
          {t('backoffice.helpdesk.nobody')}
        </Menu.Item>
        <Menu.Divider />
        {operators.isPending && <Menu.Label>{t('backoffice.helpdesk.loadingOperators')}</Menu.Label>}
        {operators.isError && <Menu.Label>{t('backoffice.error.load')}</Menu.Label>}
        {operators.data?.map((o) => (
          <Menu.Item key={o.Id} onClick={() => onPick(o.Id)} disabled={current === o.Id}>
            {o.Name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
