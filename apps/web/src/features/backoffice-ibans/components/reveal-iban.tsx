import { Button, Group, Stack, Text } from '@mantine/core';
import type { IbanRecord } from '@sportello/contracts/backoffice/ibans.contract';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { revealCall } from '../api/ibans-calls';

/**
 * A mandate's IBAN, masked; for whoever may reveal it, a button that asks the server for the whole
 * one (each ask is in the audit log) and shows it until hidden again. It is never kept in a cache.
 */
export function RevealIban({ row, mayReveal }: { row: IbanRecord; mayReveal: boolean }) {
  const { t } = useTranslation('backoffice');
  const [whole, setWhole] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const reveal = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setWhole((await revealCall(row.Id)).Iban);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap={4} align="center">
        <Text ff="monospace" size="sm">
          {whole ?? row.Iban}
        </Text>
        {mayReveal &&
          (whole ? (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              onClick={() => setWhole(undefined)}
            >
              {t('backoffice.iban.hide')}
            </Button>
          ) : (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={busy}
              aria-label={t('backoffice.iban.revealOf', { company: row.Company.Name })}
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={() => void reveal()}
            >
              {t('backoffice.iban.reveal')}
            </Button>
          ))}
      </Group>
      <ErrorAlert error={error} />
    </Stack>
  );
}
