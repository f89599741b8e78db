import '@mantine/core/styles/Popover.layer.css';
import { ActionIcon, Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconBookmark, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDialogs } from '../use-dialogs';

interface SavedView {
  name: string;
  /** The list's address search: its filters, search text and sort. */
  search: string;
}

/** How many views a list keeps: a handful a person can tell apart. */
const MAX_VIEWS = 12;

/**
 * A list's views of one's own (#41), beside its fixed ones: the filters, search and sort in force
 * saved under a name, and applied again in one click; kept in this browser under the list's name,
 * as its columns are (`useChosenColumns`). Saving a name again replaces that view.
 */
export function SavedViews({ listName }: { listName: string }) {
  const { t } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const [search, setSearch] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const [views, setViews] = useLocalStorage<SavedView[]>({
    key: `sportello.views.${listName}`,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const current = search.toString();

  const save = async () => {
    setOpened(false);
    const answer = await dialogs.confirm({
      withNote: true,
      title: t('backoffice.views.saveTitle'),
      message: t('backoffice.views.saveMessage'),
      noteLabel: t('backoffice.views.name'),
      confirmLabel: t('backoffice.views.save'),
    });
    if (!answer || answer.note === '') return;
    const name = answer.note.slice(0, 60);
    setViews((list) => [...list.filter((v) => v.name !== name), { name, search: current }].slice(-MAX_VIEWS));
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBookmark size={16} stroke={1.6} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
        >
          {t('backoffice.views.title', { count: views.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} miw={220} role="group" aria-label={t('backoffice.views.mine')}>
          {views.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('backoffice.views.none')}
            </Text>
          )}
          {views.map((view) => (
            <Group key={view.name} justify="space-between" wrap="nowrap" gap="xs">
              <UnstyledButton
                aria-current={view.search === current || undefined}
                fw={view.search === current ? 700 : undefined}
                onClick={() => {
                  setOpened(false);
                  setSearch(new URLSearchParams(view.search));
                }}
              >
                <Text size="sm">{view.name}</Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('backoffice.views.remove', { name: view.name })}
                onClick={() => setViews((list) => list.filter((v) => v.name !== view.name))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" size="xs" mt="xs" onClick={() => void save()}>
            {t('backoffice.views.saveCurrent')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
