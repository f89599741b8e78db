import '@mantine/core/styles/Popover.layer.css';
import { ActionIcon, Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  deleteSavedView,
  listSavedViews,
  SavedView,
  saveSavedView,
} from '@sportello/contracts/backoffice/saved-views.contract';
import { SAVED_VIEWS_ROUTES } from '@sportello/contracts/backoffice/saved-views.routes';
import { SAVED_VIEW_NAME_MAX, type SavedViewList } from '@sportello/contracts/backoffice/saved-views.values';
import { IconBookmark, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { apiErrorText } from '../../lib/error-text';
import { errorCatalogueOf } from '../../lib/i18n';
import { useDialogs } from '../use-dialogs';

/**
 * A list's views of one's own (#41), beside its fixed ones: the filters, search and sort in force
 * saved under a name, and applied again in one click; kept with the person's account, so that they
 * follow them to any browser. Saving a name again replaces that view.
 */
export function SavedViews({ listName }: { listName: SavedViewList }) {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const queryKey = ['saved-views', listName];
  const views =
    useQuery({
      queryKey,
      queryFn: ({ signal }) =>
        apiRequest<typeof listSavedViews>(SAVED_VIEWS_ROUTES.listSavedViews, {
          params: { List: listName },
          signal,
        }),
    }).data ?? [];
  const current = search.toString();

  /** The server answers the list's views as they stand after a change: shown at once. */
  const change = async (call: () => Promise<SavedView[]>) => {
    try {
      queryClient.setQueryData(queryKey, await call());
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
    }
  };

  const save = async () => {
    setOpened(false);
    const answer = await dialogs.confirm({
      withNote: true,
      title: t('backoffice.views.saveTitle'),
      message: t('backoffice.views.saveMessage'),
      noteLabel: t('backoffice.views.name'),
      confirmLabel: t('backoffice.views.save'),
    });
    if (!answer || answer.note.trim() === '') return;
    const body = { List: listName, Name: answer.note.trim().slice(0, SAVED_VIEW_NAME_MAX), Search: current };
    await change(() => apiRequest<typeof saveSavedView>(SAVED_VIEWS_ROUTES.saveSavedView, { body }));
  };

  const remove = (view: SavedView) =>
    change(() =>
      apiRequest<typeof deleteSavedView>(SAVED_VIEWS_ROUTES.deleteSavedView, {
        body: { List: listName, Name: view.Name },
      }),
    );

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
            <Group key={view.Name} justify="space-between" wrap="nowrap" gap="xs">
              <UnstyledButton
                aria-current={view.Search === current || undefined}
                fw={view.Search === current ? 700 : undefined}
                onClick={() => {
                  setOpened(false);
                  setSearch(new URLSearchParams(view.Search));
                }}
              >
                <Text size="sm">{view.Name}</Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('backoffice.views.remove', { name: view.Name })}
                onClick={() => void remove(view)}
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
