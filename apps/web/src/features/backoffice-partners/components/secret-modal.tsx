import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Partner } from '@sportello/contracts/backoffice/partners.contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyableValue, tokenUrl } from './partners-parts';

/** A partner's credentials as the server gave them, after a registration or a rotation. */
export interface IssuedSecret {
  partner: Pick<Partner, 'Name' | 'ClientId'>;
  secret: string;
}

/**
 * The client id and the new secret, shown this once: the server keeps only a keyed hash of the
 * secret, and the page keeps it only while this dialog is open. Neither Escape nor a click beside it
 * closes the dialog, so that the secret is not lost before it is copied.
 */
export function SecretModal({ issued, onClose }: { issued: IssuedSecret; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const field = (label: string, value: string, copyLabel: string) => (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <CopyableValue value={value} copyLabel={copyLabel} />
    </Stack>
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('backoffice.partners.secretTitle', { name: issued.partner.Name })}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      size="lg"
    >
      <Stack gap="sm">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('backoffice.partners.secretWarning')}
        </Alert>
        {field(
          t('backoffice.partners.clientId'),
          issued.partner.ClientId,
          t('backoffice.partners.copyClientId'),
        )}
        {field(t('backoffice.partners.clientSecret'), issued.secret, t('backoffice.partners.copySecret'))}
        {field(t('backoffice.partners.tokenUrl'), tokenUrl(), t('backoffice.partners.copyTokenUrl'))}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('backoffice.partners.secretDone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
