import '@mantine/core/styles/Tooltip.layer.css';
import { ActionIcon, CopyButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CopyValueButtonProps {
  value: string;
  /** What is copied, for the button's name ("Copia il codice"). */
  label: string;
}

/**
 * A small button that copies a code a person will paste elsewhere (the IVR user id, a ticket's code)
 * and says so (spec §8 MSG_COPY_TO_CLIPBOARD), in a live region for screen readers too.
 */
export function CopyValueButton({ value, label }: CopyValueButtonProps) {
  const { t } = useTranslation('errors');
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Tooltip label={t('MSG_COPY_TO_CLIPBOARD')} opened={copied} withArrow position="top">
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={label}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden component="span" role="status">
            {copied ? t('MSG_COPY_TO_CLIPBOARD') : ''}
          </VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
