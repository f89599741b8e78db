import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';

export interface SignInFailureAlertProps {
  message: string;
  /**
   * The browser is about to be sent elsewhere (a migrated company, the portal's maintenance): that is
   * news, not a mistake of the user, so it reads as information.
   */
  leaving: boolean;
  /** A second line saying what happens next, when the message does not say it already. */
  next?: string | undefined;
}

/** Why a sign-in (with the password or through the identity provider) did not end signed in. */
export function SignInFailureAlert({ message, leaving, next }: SignInFailureAlertProps) {
  return (
    <Alert
      color={leaving ? 'blue' : 'red'}
      variant="light"
      icon={leaving ? <IconInfoCircle aria-hidden /> : <IconAlertCircle aria-hidden />}
      role="alert"
    >
      <Text size="sm">{message}</Text>
      {next && (
        <Text size="sm" mt={4} fw={500}>
          {next}
        </Text>
      )}
    </Alert>
  );
}
