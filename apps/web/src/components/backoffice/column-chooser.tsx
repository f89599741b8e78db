import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../column-table';

/**
 * The columns a list shows, as its user chose them (#41): every column but the essential ones can be
 * hidden, some start hidden (`hiddenByDefault`), and the choice stays in this browser under the
 * list's name. Answers the columns to show and the chooser to put above the list.
 */
export function useChosenColumns<T>(listName: string | undefined, columns: readonly Column<T>[]) {
  const defaults = columns.filter((c) => c.hiddenByDefault).map((c) => c.id);
  const [hidden, setHidden] = useLocalStorage<string[] | null>({
    key: `sportello.columns.${listName ?? 'none'}`,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  if (!listName) return { shown: columns, chooser: null };
  const off = hidden ?? defaults;
  const shown = columns.filter((c) => c.essential || !off.includes(c.id));
  const toggle = (id: string, visible: boolean) =>
    setHidden(visible ? off.filter((h) => h !== id) : [...off, id]);
  return { shown, chooser: <ColumnChooser columns={columns} off={off} onToggle={toggle} /> };
}

function ColumnChooser<T>({
  columns,
  off,
  onToggle,
}: {
  columns: readonly Column<T>[];
  off: readonly string[];
  onToggle: (id: string, visible: boolean) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns3 size={16} stroke={1.6} aria-hidden />}>
          {t('backoffice.list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('backoffice.list.columns')}>
          {columns
            .filter((c) => !c.essential && !c.labelHidden)
            .map((c) => (
              <Checkbox
                key={c.id}
                label={c.label}
                checked={!off.includes(c.id)}
                onChange={(event) => onToggle(c.id, event.currentTarget.checked)}
              />
            ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
