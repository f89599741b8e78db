import { Alert, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CopyValueButton } from './copy-value-button';

export interface SentWithCodeProps {
  /** The sentence that gives the code ("Richiesta inviata: codice SR-000042"). */
  sentence: string;
  code: string;
  /** The copy button's name ("Copia il codice"). */
  copyLabel: string;
  /** What happens next, under the sentence. */
  children?: ReactNode;
}

/**
 * The acknowledgement of a request the portal answered with a code (a support request, a call-back):
 * the sentence with the code, a button that copies the code, and what happens next.
 */
export function SentWithCode({ sentence, code, copyLabel, children }: SentWithCodeProps) {
  return (
    <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} role="status">
      <Group gap={4} wrap="nowrap" align="center">
        <Text size="sm" fw={500}>
          {sentence}
        </Text>
        <CopyValueButton value={code} label={copyLabel} />
      </Group>
      {children && (
        <Text size="sm" mt={4}>
          {children}
        </Text>
      )}
    </Alert>
  );
}
