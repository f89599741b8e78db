import { notifications } from '@mantine/notifications';
import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { CRM_KEY, completeActivityCall, deleteActivityCall } from '../api/crm-calls';

/** A recorded activity's id: only those may be changed (the other areas' items are theirs). */
const idOf = (item: TimelineItem) => item.ActivityId ?? 0;

/**
 * Marking a next action done and removing an activity (after a red confirm), each said in a toast;
 * the timeline and its open actions are read again either way (someone may have changed it meanwhile).
 */
export function useActivityChanges() {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CRM_KEY });
  const failed = async (error: unknown) => {
    notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
    await refresh();
  };

  const complete = useMutation({
    mutationFn: (item: TimelineItem) => completeActivityCall(idOf(item)),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.crm.completed') });
      await refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (item: TimelineItem) => deleteActivityCall(idOf(item)),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.crm.deleted') });
      await refresh();
    },
    onError: failed,
  });

  const confirmRemove = async (item: TimelineItem) => {
    const confirmed = await dialogs.confirm({
      message: t('backoffice.crm.confirmDelete', { subject: item.Subject }),
      confirmLabel: t('backoffice.crm.delete'),
      confirmColor: 'red',
    });
    if (confirmed) remove.mutate(item);
  };

  return { complete: (item: TimelineItem) => complete.mutate(item), remove: confirmRemove, refresh };
}
