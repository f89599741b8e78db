import '@mantine/core/styles/Badge.layer.css';
import { Badge, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PasskeyInfo } from '@sportello/contracts/auth/second-factor.contract';
import { PASSKEY_NAME_MAX } from '@sportello/contracts/auth/second-factor.values';
import { formatDate } from '@sportello/contracts/common/dates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { removePasskeyCall, renamePasskeyCall } from '../api/second-factor-calls';

export interface PasskeyListProps {
  passkeys: readonly PasskeyInfo[];
  /** A passkey was renamed or removed: the panel reads the state again. */
  onChanged: () => Promise<unknown>;
}

/**
 * The profile's passkeys and security keys (decision 078): each with its name, when it was added and
 * last used, and whether it also signs in without the password; renamed in place, removed once
 * confirmed. The server keeps the last second factor of an account that must have one, and the
 * refusal says so under the list.
 */
export function PasskeyList({ passkeys, onChanged }: PasskeyListProps) {
  const { t } = useTranslation('security');
  const dialogs = useDialogs();
  const [renaming, setRenaming] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);

  const remove = async ({ Id, Name }: PasskeyInfo) => {
    setFailure(undefined);
    const confirmed = await dialogs.confirm({
      message: t('security.passkeys.removeConfirm', { name: Name }),
      confirmLabel: t('security.passkeys.remove'),
      confirmColor: 'red',
    });
    if (!confirmed) return;
    setRemoving(Id);
    try {
      await removePasskeyCall(Id);
      notifications.show({ color: 'green', message: t('security.passkeys.removed', { name: Name }) });
      await onChanged();
    } catch (error) {
      setFailure(error);
    } finally {
      setRemoving(undefined);
    }
  };

  if (passkeys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('security.passkeys.none')}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('security.passkeys.title')}
      >
        {passkeys.map((key) => (
          <Box component="li" key={key.Id}>
            {renaming === key.Id ? (
              <RenameForm
                passkey={key}
                onCancel={() => setRenaming(undefined)}
                onRenamed={async () => {
                  await onChanged();
                  setRenaming(undefined);
                }}
              />
            ) : (
              <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                <div>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                      {key.Name}
                    </Text>
                    {key.Passwordless && (
                      <Badge color="blue" variant="light" style={{ textTransform: 'none' }}>
                        {t('security.passkeys.passwordless')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[
                      t('security.passkeys.createdAt', { date: formatDate(key.CreatedAt) }),
                      key.LastUsedAt
                        ? t('security.passkeys.lastUsedAt', { date: formatDate(key.LastUsedAt) })
                        : t('security.passkeys.neverUsed'),
                    ].join(' · ')}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => {
                      setFailure(undefined);
                      setRenaming(key.Id);
                    }}
                    aria-label={t('security.passkeys.renameNamed', { name: key.Name })}
                  >
                    {t('security.passkeys.rename')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    loading={removing === key.Id}
                    onClick={() => void remove(key)}
                    aria-label={t('security.passkeys.removeNamed', { name: key.Name })}
                  >
                    {t('security.passkeys.remove')}
                  </Button>
                </Group>
              </Group>
            )}
          </Box>
        ))}
      </Stack>
      <ErrorAlert error={failure} />
    </Stack>
  );
}

type RenameValues = { name: string };
const WIRE_FIELDS = { Name: 'name' } as const;

/** A passkey's new name, in place of its row: the server's refusal of the name goes under the field. */
function RenameForm({
  passkey,
  onCancel,
  onRenamed,
}: {
  passkey: PasskeyInfo;
  onCancel: () => void;
  onRenamed: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('security');
  const catalogue = errorCatalogueOf(i18n);
  const input = useRef<HTMLInputElement>(null);
  // The row became the field: it is ready to type in.
  useEffect(() => input.current?.select(), []);
  const form = usePortalForm<RenameValues>({
    initialValues: { name: passkey.Name },
    validate: ({ name }) => (name.trim() ? {} : { name: t('security.passkey.nameRequired') }),
  });
  const submit = form.onSubmit(async ({ name }) => {
    try {
      await renamePasskeyCall(passkey.Id, name.trim());
      await onRenamed();
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-busy={form.submitting}>
      <Stack gap="xs">
        <TextInput
          label={t('security.passkeys.newName', { name: passkey.Name })}
          maxLength={PASSKEY_NAME_MAX}
          required
          ref={input}
          readOnly={form.submitting}
          {...form.getInputProps('name')}
        />
        <ErrorAlert error={form.failure} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" size="xs" loading={form.submitting}>
            {t('security.passkeys.save')}
          </Button>
          <Button variant="default" size="xs" onClick={onCancel} disabled={form.submitting}>
            {t('security.profile.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
