import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { Grantable, SentInvitation } from '@sportello/contracts/companies/invitations.contract';
import { TOPICS } from '@sportello/contracts/companies/invitations.values';
import { checkEmail, checkUserName } from '@sportello/contracts/rules/patterns';
import { PRODUCTS } from '@sportello/contracts/support/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { type FieldErrors, useFormFields } from '../../../lib/use-form-fields';
import { sendInvitation } from '../api/invitation-calls';
import { roleLabelKey } from '../hooks/role-labels';

type Field = 'email' | 'userName' | 'role' | 'roleTs';
const WIRE_FIELDS: Readonly<Record<string, Field>> = {
  Email: 'email',
  UserName: 'userName',
  Role: 'role',
  RoleTs: 'roleTs',
};

export interface InviteFormProps {
  /** The vendor's own company: the invitee also gets a back-office role (RoleTs). */
  vendor: boolean;
  /** The roles the administrator may give (none above their own): the only ones offered. */
  grantable: Grantable;
  languageId: number;
  onSent: (invitation: SentInvitation) => void;
  onCancel: () => void;
}

/** A company administrator invites a colleague (spec §3 Invitation, §5 Invitation). */
export function InviteForm({ vendor, grantable, languageId, onSent, onCancel }: InviteFormProps) {
  const { t, i18n } = useTranslation(['invitations', 'support']);
  const catalogue = errorCatalogueOf(i18n);
  const form = useFormFields<Field>(
    // The lowest role each list offers: giving more is a choice.
    {
      email: '',
      userName: '',
      role: String(grantable.Role[0] ?? ''),
      roleTs: vendor ? String(grantable.RoleTs[0] ?? '') : '',
    },
    (next) => {
      const found: FieldErrors<Field> = {};
      const address = checkEmail(next.email);
      if (!address.ok) found.email = localizeMessage(catalogue, address.key);
      const name = next.userName.trim() ? checkUserName(next.userName) : undefined;
      if (name && !name.ok) found.userName = localizeMessage(catalogue, name.key);
      if (!next.role) found.role = localizeMessage(catalogue, 'ERROR_BAD_ROLE');
      if (vendor && !next.roleTs) found.roleTs = localizeMessage(catalogue, 'ERROR_BAD_ROLE');
      return found;
    },
  );
  const { email, userName, role, roleTs } = form.values;
  const [excluded, setExcluded] = useState<string[]>([]);
  const [topics, setTopics] = useState<string[]>([]);
  const [canModifyProducts, setCanModifyProducts] = useState(false);
  const [canModifyTopics, setCanModifyTopics] = useState(true);
  const [language, setLanguage] = useState(String(languageId));
  const [formError, setFormError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.check()) return;
    setBusy(true);
    setFormError(undefined);
    try {
      onSent(
        await sendInvitation({
          Email: email.trim(),
          ...(userName.trim() && { UserName: userName.trim() }),
          Role: { Id: Number(role) },
          RoleTs: vendor ? { Id: Number(roleTs) } : null,
          ExcludedProducts: excluded.map((Code) => ({ Code: Code as (typeof PRODUCTS)[number] })),
          Topics: topics.map((Code) => ({ Code: Code as (typeof TOPICS)[number] })),
          CanModifyExcludedProducts: canModifyProducts,
          CanModifyTopics: canModifyTopics,
          Language: { Id: Number(language) },
        }),
      );
    } catch (error) {
      const mapped = serverFieldErrors<Field>(catalogue, error, { ERROR_BAD_EMAIL: 'email' }, WIRE_FIELDS);
      if (mapped) form.showServerErrors(mapped);
      else setFormError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('invitations.form.email')}
            type="email"
            {...form.field('email')}
            required
            data-autofocus
          />
          <TextInput
            label={t('invitations.form.userName')}
            description={t('invitations.form.userNameHint')}
            {...form.field('userName')}
            spellCheck={false}
          />
          <Select
            label={t('invitations.role')}
            data={grantable.Role.map((id) => ({ value: String(id), label: t(roleLabelKey(id, vendor)) }))}
            value={role || null}
            onChange={(value) => form.update('role', value ?? '')}
            error={form.errors.role}
            allowDeselect={false}
            required
          />
          {vendor && (
            <Select
              label={t('invitations.roleTs')}
              data={grantable.RoleTs.map((id) => ({
                value: String(id),
                label: t(`invitations.roleTs.${id}` as 'invitations.roleTs.1'),
              }))}
              value={roleTs || null}
              onChange={(value) => form.update('roleTs', value ?? '')}
              error={form.errors.roleTs}
              allowDeselect={false}
              required
            />
          )}
          <MultiSelect
            label={t('invitations.excludedProducts')}
            data={PRODUCTS.map((code) => ({
              value: code,
              label: t(`support:support.product.${code}` as 'support:support.product.other'),
            }))}
            value={excluded}
            onChange={setExcluded}
            clearable
          />
          <MultiSelect
            label={t('invitations.topics')}
            data={TOPICS.map((code) => ({
              value: code,
              label: t(`invitations.topic.${code}` as 'invitations.topic.fiscal'),
            }))}
            value={topics}
            onChange={setTopics}
            clearable
          />
          <Select
            label={t('invitations.form.language')}
            data={[
              { value: '1', label: 'Italiano' },
              { value: '2', label: 'English' },
            ]}
            value={language}
            onChange={(v) => setLanguage(v ?? '1')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Checkbox
          label={t('invitations.form.canModifyExcludedProducts')}
          checked={canModifyProducts}
          onChange={(e) => setCanModifyProducts(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('invitations.form.canModifyTopics')}
          checked={canModifyTopics}
          onChange={(e) => setCanModifyTopics(e.currentTarget.checked)}
        />
        {formError !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError instanceof ApiError
              ? apiErrorText(catalogue, formError)
              : localizeMessage(catalogue, 'ERROR_GENERIC')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('invitations.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('invitations.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
