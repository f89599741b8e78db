import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertModalWidth } from '../lib/modal-sizes';

export interface ConfirmModalProps {
  opened: boolean;
  /** An alert only informs (OK and close); a confirm asks (confirm and cancel). */
  kind: 'alert' | 'confirm';
  title: ReactNode;
  message: ReactNode;
  /** Asks for a note; confirm stays disabled until the trimmed note is non-empty (spec §4). */
  withNote?: boolean;
  noteLabel?: string;
  okLabel?: string;
  confirmLabel?: string;
  /** The confirm button's colour (`red` for what cannot be undone); the theme's otherwise. */
  confirmColor?: string;
  cancelLabel?: string;
  /** OK of an alert, or confirm of a confirm; receives the trimmed note (empty without a note). */
  onConfirm: (note: string) => void;
  /** Close button, Escape, cancel (and, for alerts, a click outside). */
  onCancel: () => void;
}

/** The spec's alert and confirm modal (§2 "Other UI elements", §4). Usually opened through `useDialogs()`. */
export function ConfirmModal({
  opened,
  kind,
  title,
  message,
  withNote = false,
  noteLabel,
  okLabel,
  confirmLabel,
  confirmColor,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  const { width } = useViewportSize();
  const [note, setNote] = useState('');
  const noteId = useId();
  const trimmed = note.trim();
  const asksNote = kind === 'confirm' && withNote;

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={alertModalWidth(width)}
      centered
      // A half-written note must not be lost to a stray click next to the dialog.
      closeOnClickOutside={kind === 'alert'}
      closeButtonProps={{ 'aria-label': t('shell.close') }}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {asksNote && (
          <Textarea
            id={noteId}
            label={noteLabel ?? t('shell.note')}
            placeholder={t('shell.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          {kind === 'alert' ? (
            <Button onClick={() => onConfirm('')} data-autofocus>
              {okLabel ?? t('shell.ok')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onCancel}>
                {cancelLabel ?? t('shell.cancel')}
              </Button>
              <Button
                color={confirmColor}
                onClick={() => onConfirm(trimmed)}
                disabled={asksNote && trimmed === ''}
                data-autofocus={asksNote ? undefined : true}
              >
                {confirmLabel ?? t('shell.confirm')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
