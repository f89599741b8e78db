import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import { SIGNATURE_MAX } from '@sportello/contracts/backoffice/helpdesk.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { saveSignatureCall, signatureQuery } from '../api/helpdesk-calls';

/** The signature a reply ends with, when the operator has one and leaves it ticked. */
export function withSignature(message: string, signature: string | undefined): string {
  return signature ? `${message.trimEnd()}\n\n${signature}` : message;
}

/**
 * The operator's signature under their replies (#41): a box to add it (ticked while they have one)
 * and a dialog to write it. `onAdd` tells the composer whether to add it.
 */
export function ReplySignature({ add, onAdd }: { add: boolean; onAdd: (add: boolean) => void }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const signature = useQuery(signatureQuery).data?.Signature ?? '';
  const [editing, setEditing] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: saveSignatureCall,
    onSuccess: async (saved) => {
      queryClient.setQueryData(signatureQuery.queryKey, saved);
      setEditing(undefined);
      onAdd(saved.Signature !== '');
    },
  });
  return (
    <>
      <Group gap="sm">
        <Checkbox
          label={t('backoffice.helpdesk.signature.add')}
          checked={add && signature !== ''}
          disabled={signature === ''}
          onChange={(event) => onAdd(event.currentTarget.checked)}
        />
        <Button variant="subtle" size="compact-xs" onClick={() => setEditing(signature)}>
          {signature ? t('backoffice.helpdesk.signature.edit') : t('backoffice.helpdesk.signature.write')}
        </Button>
      </Group>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t('backoffice.helpdesk.signature.title')}
      >
        <Stack gap="sm">
          <Textarea
            label={t('backoffice.helpdesk.signature.label')}
            description={t('backoffice.helpdesk.signature.hint')}
            autosize
            minRows={3}
            maxLength={SIGNATURE_MAX}
            value={editing ?? ''}
            onChange={(event) => setEditing(event.currentTarget.value)}
            data-autofocus
          />
          <ErrorAlert error={save.error ?? undefined} />
          <Group justify="flex-end">
            <Button onClick={() => save.mutate(editing ?? '')} loading={save.isPending}>
              {t('backoffice.helpdesk.signature.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
