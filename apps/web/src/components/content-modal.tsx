import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_MODAL_MAX_WIDTH } from '../lib/modal-sizes';

export interface ContentModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * A modal for reading content (ticket, analysis or report previews: spec §2 support area),
 * at most 800 px wide (§9). The subtitle sits under the title, outside the heading, so that the
 * dialog's accessible name stays the title alone.
 */
export function ContentModal({ opened, onClose, title, subtitle, children }: ContentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={CONTENT_MODAL_MAX_WIDTH} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <div>
            <Modal.Title fw={600}>{title}</Modal.Title>
            {subtitle && (
              <Text size="sm" c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          <Modal.CloseButton aria-label={t('shell.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
