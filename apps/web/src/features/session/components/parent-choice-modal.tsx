import { Button, Modal, Stack, Text } from '@mantine/core';
import type { CompanyRef } from '@sportello/contracts/auth/login.contract';
import { IconBuilding } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ParentChoiceModalProps {
  opened: boolean;
  /** In the server's order (sorted by name); kept as given. */
  parents: readonly CompanyRef[];
  /** The parent being confirmed with the server, if any: its button spins, the others wait. */
  choosing: string | undefined;
  onChoose: (vatCode: string) => void;
  /** Close button, Escape or Cancel: the pending sign-in is abandoned. */
  onCancel: () => void;
}

/**
 * Spec §2/§4: a user whose company has several parent companies picks the one to work for before the
 * sign-in completes. One button per parent, with the name and the VAT number (two parents may share
 * a name, never a VAT number).
 */
export function ParentChoiceModal({ opened, parents, choosing, onChoose, onCancel }: ParentChoiceModalProps) {
  const { t } = useTranslation('login');
  const listId = useId();
  const busy = choosing !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={t('login.parentChoice.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('shell.close', { ns: 'shell' }), disabled: busy }}
    >
      <Stack gap="md">
        <Text id={listId}>{t('login.parentChoice.text')}</Text>
        <Stack gap="xs" role="group" aria-labelledby={listId}>
          {parents.map((parent, index) => (
            <Button
              key={parent.VatCode}
              variant="default"
              size="lg"
              h="auto"
              py="sm"
              fullWidth
              justify="flex-start"
              leftSection={<IconBuilding size={22} stroke={1.6} aria-hidden />}
              loading={choosing === parent.VatCode}
              disabled={busy && choosing !== parent.VatCode}
              onClick={() => onChoose(parent.VatCode)}
              data-autofocus={index === 0 ? true : undefined}
            >
              <Stack gap={2} align="flex-start">
                <Text component="span" fw={600} size="md" style={{ whiteSpace: 'normal', textAlign: 'left' }}>
                  {parent.Name}
                </Text>
                <Text component="span" size="sm" c="dimmed">
                  {t('login.vatCode', { vat: parent.VatCode })}
                </Text>
              </Stack>
            </Button>
          ))}
        </Stack>
        <Button variant="subtle" onClick={onCancel} disabled={busy} style={{ alignSelf: 'flex-end' }}>
          {t('shell.cancel', { ns: 'shell' })}
        </Button>
      </Stack>
    </Modal>
  );
}
