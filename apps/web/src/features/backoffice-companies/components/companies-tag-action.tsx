import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyFilter } from '@sportello/contracts/backoffice/companies.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagSelect } from '../../../components/backoffice/tag-select';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { assignTagCall } from '../api/companies-calls';

/**
 * The list's bulk tag action: a tag given to (or taken from) the selected companies, or — with none
 * selected — every company the filter finds, after a confirmation naming how many.
 */
export function CompaniesTagAction({
  selected,
  filter,
  total,
  onDone,
}: {
  selected: number[];
  filter: CompanyFilter;
  total: number;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [tagId, setTagId] = useState<number | null>(null);
  const [tagError, setTagError] = useState<string>();
  const allFound = selected.length === 0;
  const change = useMutation({
    mutationFn: (assigned: boolean) =>
      assignTagCall(allFound ? { Filter: { ...filter, Page: 0 } } : { Ids: selected }, tagId!, assigned),
    onSuccess: async (res) => {
      setOpened(false);
      onDone();
      notifications.show({
        color: 'green',
        message: t('backoffice.companies.tagChanged', { count: res.Updated }),
      });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const apply = async (assigned: boolean) => {
    if (tagId === null) {
      setTagError(t('backoffice.companies.tagRequired'));
      return;
    }
    if (
      allFound &&
      !(await dialogs.confirm({ message: t('backoffice.companies.tagAllConfirm', { count: total }) }))
    )
      return;
    change.mutate(assigned);
  };
  const title = allFound
    ? t('backoffice.companies.tagAllFound', { count: total })
    : t('backoffice.companies.tagSelected', { count: selected.length });
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {title}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title}>
        <Stack gap="sm">
          <TagSelect
            label={t('backoffice.companies.tagAction')}
            value={tagId}
            onChange={(id) => {
              setTagId(id);
              setTagError(undefined);
            }}
            error={tagError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void apply(false)} loading={change.isPending}>
              {t('backoffice.companies.unassignTag')}
            </Button>
            <Button onClick={() => void apply(true)} loading={change.isPending}>
              {t('backoffice.companies.assignTag')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
