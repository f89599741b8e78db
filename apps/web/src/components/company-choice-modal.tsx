// The pre-rendered sign-in page loads the dialog's styles with it (its page carries only its own,
// sign-in-styles.css, decision 050); the app has them up front already.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useId } from 'react';
import { useTexts } from '../lib/translator';

export interface CompanyChoice {
  /** What `onChoose` receives. */
  key: string;
  /** The company's name, shown large. */
  name: string;
  /** Below it: the VAT number (names may repeat, VAT numbers never), and whatever else tells apart. */
  detail: string;
}

export interface CompanyChoiceModalProps {
  opened: boolean;
  title: string;
  text: string;
  /** Shown in the given order (the server's). */
  choices: readonly CompanyChoice[];
  /** The choice being confirmed with the server, if any: its button spins, the others wait. */
  choosing: string | undefined;
  onChoose: (key: string) => void;
  /** Close button, Escape or Cancel. */
  onCancel: () => void;
}

/** One button per company to pick from, as the sign-in asks (spec §2 and §4: parents, linked users). */
export function CompanyChoiceModal({
  opened,
  title,
  text,
  choices,
  choosing,
  onChoose,
  onCancel,
}: CompanyChoiceModalProps) {
  const { t } = useTexts('shell');
  const listId = useId();
  const busy = choosing !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('shell.close'), disabled: busy }}
    >
      <Stack gap="md">
        <Text id={listId}>{text}</Text>
        <Stack gap="xs" role="group" aria-labelledby={listId}>
          {choices.map((choice, index) => (
            <Button
              key={choice.key}
              variant="default"
              size="lg"
              h="auto"
              py="sm"
              fullWidth
              justify="flex-start"
              leftSection={<IconBuilding size={22} stroke={1.6} aria-hidden />}
              loading={choosing === choice.key}
              disabled={busy && choosing !== choice.key}
              onClick={() => onChoose(choice.key)}
              data-autofocus={index === 0 ? true : undefined}
            >
              <Stack gap={2} align="flex-start">
                <Text component="span" fw={600} size="md" style={{ whiteSpace: 'normal', textAlign: 'left' }}>
                  {choice.name}
                </Text>
                <Text
                  component="span"
                  size="sm"
                  c="dimmed"
                  style={{ whiteSpace: 'normal', textAlign: 'left' }}
                >
                  {choice.detail}
                </Text>
              </Stack>
            </Button>
          ))}
        </Stack>
        <Button variant="subtle" onClick={onCancel} disabled={busy} style={{ alignSelf: 'flex-end' }}>
          {t('shell.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
