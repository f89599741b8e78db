import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTexts } from '../lib/translator';
import { PasswordField, type PasswordFieldProps } from './password-field';

export type CapsLockPasswordInputProps = PasswordFieldProps;

/**
 * A password field that warns when Caps Lock is on (spec §2 "A caps-lock indicator, tracked on
 * keypress"): a password typed in capitals fails without the user seeing why. The state can only be
 * read from keyboard events, so it is refreshed on every key and forgotten when the field loses focus
 * (it may change elsewhere). The warning sits in a live region, so screen readers announce it too.
 */
export function CapsLockPasswordInput({
  onKeyDown,
  onKeyUp,
  onBlur,
  ref,
  ...props
}: CapsLockPasswordInputProps) {
  const { t } = useTexts('shell');
  const [capsLock, setCapsLock] = useState(false);
  const track = (event: KeyboardEvent<HTMLInputElement>) => {
    // Synthetic or very old events may lack the method; then nothing is known and nothing is shown.
    setCapsLock(typeof event.getModifierState === 'function' && event.getModifierState('CapsLock'));
  };

  return (
    <div>
      <PasswordField
        ref={ref}
        {...props}
        onKeyDown={(event) => {
          track(event);
          onKeyDown?.(event);
        }}
        onKeyUp={(event) => {
          track(event);
          onKeyUp?.(event);
        }}
        onBlur={(event) => {
          setCapsLock(false);
          onBlur?.(event);
        }}
      />
      <div aria-live="polite">
        {capsLock && (
          <Text
            component="span"
            size="sm"
            c="orange.9"
            fw={500}
            mt={4}
            style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
          >
            <IconAlertTriangle size={16} aria-hidden />
            {t('shell.capsLockOn')}
          </Text>
        )}
      </div>
    </div>
  );
}
