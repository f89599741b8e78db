import { Button, Modal, Stack, Text } from '@mantine/core';
import type { IspUser } from '@sportello/contracts/auth/sso.contract';
import { IconBuilding } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface IspUserChoiceModalProps {
  opened: boolean;
  /** The local users linked to the identity, in the server's order (by company name); kept as given. */
  users: readonly IspUser[];
  /** The user being signed in, if any: its button spins, the others wait. */
  choosing: string | undefined;
  onChoose: (user: IspUser) => void;
  /** Close button, Escape or Cancel: the single sign-on is abandoned. */
  onCancel: () => void;
}

/**
 * Spec §2/§4: an identity linked to users of several companies picks the one to sign in with. One
 * button per user: the company name, its VAT number and the user name (two companies may share a
 * name, never a VAT number).
 */
export function IspUserChoiceModal({ opened, users, choosing, onChoose, onCancel }: IspUserChoiceModalProps) {
  const { t } = useTranslation('login');
  const listId = useId();
  const busy = choosing !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={t('login.sso.userChoice.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('shell.close', { ns: 'shell' }), disabled: busy }}
    >
      <Stack gap="md">
        <Text id={listId}>{t('login.sso.userChoice.text')}</Text>
        <Stack gap="xs" role="group" aria-labelledby={listId}>
          {users.map((user, index) => (
            <Button
              key={user.UserId}
              variant="default"
              size="lg"
              h="auto"
              py="sm"
              fullWidth
              justify="flex-start"
              leftSection={<IconBuilding size={22} stroke={1.6} aria-hidden />}
              loading={choosing === user.UserId}
              disabled={busy && choosing !== user.UserId}
              onClick={() => onChoose(user)}
              data-autofocus={index === 0 ? true : undefined}
            >
              <Stack gap={2} align="flex-start">
                <Text component="span" fw={600} size="md" style={{ whiteSpace: 'normal', textAlign: 'left' }}>
                  {user.Company.Name}
                </Text>
                <Text
                  component="span"
                  size="sm"
                  c="dimmed"
                  style={{ whiteSpace: 'normal', textAlign: 'left' }}
                >
                  {t('login.vatCode', { vat: user.Company.Code })} ·{' '}
                  {t('login.sso.userChoice.userName', { userName: user.UserName })}
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
