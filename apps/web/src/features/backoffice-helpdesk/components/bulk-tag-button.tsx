import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagSelect } from '../../../components/backoffice/tag-select';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { bulkTagCall, HELPDESK_KEY } from '../api/helpdesk-calls';

/** The queue's bulk action "add a tag" (decision 079): one of the vendor's tags, given to each selected ticket. */
export function BulkTagButton({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [tagId, setTagId] = useState<number | null>(null);
  const [tagError, setTagError] = useState<string>();
  const add = useMutation({
    mutationFn: (id: number) => bulkTagCall(ids, id),
    onSuccess: async (res) => {
      setOpened(false);
      setTagId(null);
      onDone();
      notifications.show({
        color: 'green',
        message: t('backoffice.helpdesk.updated', { count: res.Updated }),
      });
      await queryClient.invalidateQueries({ queryKey: HELPDESK_KEY });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const apply = () => {
    if (tagId === null) setTagError(t('backoffice.helpdesk.tagRequired'));
    else add.mutate(tagId);
  };
  const title = t('backoffice.helpdesk.tagSelected', { count: ids.length });
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {title}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title}>
        <Stack gap="sm">
          <TagSelect
            label={t('backoffice.helpdesk.tagAction')}
            value={tagId}
            onChange={(id) => {
              setTagId(id);
              setTagError(undefined);
            }}
            error={tagError}
          />
          <Group justify="flex-end">
            <Button onClick={apply} loading={add.isPending}>
              {t('backoffice.helpdesk.tagAdd')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
