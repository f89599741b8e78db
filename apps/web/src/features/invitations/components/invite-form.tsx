import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
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
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { fieldRuleText } from '../../../lib/rule-error-text';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { sendInvitation } from '../api/invitation-calls';
import { roleLabelKey } from '../hooks/role-labels';

type Values = {
  email: string;
  userName: string;
  role: string;
  roleTs: string;
  excluded: (typeof PRODUCTS)[number][];
  topics: (typeof TOPICS)[number][];
  canModifyProducts: boolean;
  canModifyTopics: boolean;
  language: string;
};
const WIRE_FIELDS: Readonly<Record<string, keyof Values>> = {
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
  const productLabel = useProductLabel();
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<Values>({
    initialValues: {
      email: '',
      userName: '',
      // The lowest role each list offers: giving more is a choice.
      role: String(grantable.Role[0] ?? ''),
      roleTs: vendor ? String(grantable.RoleTs[0] ?? '') : '',
      excluded: [],
      topics: [],
      canModifyProducts: false,
      canModifyTopics: true,
      language: String(languageId),
    },
    validate: (next) => {
      const found: FieldErrors<Values> = {};
      const address = checkEmail(next.email);
      if (!address.ok) found.email = fieldRuleText(catalogue, next.email, address);
      const name = next.userName.trim() ? checkUserName(next.userName) : undefined;
      if (name && !name.ok) found.userName = localizeMessage(catalogue, name.key);
      if (!next.role) found.role = localizeMessage(catalogue, 'ERROR_BAD_ROLE');
      if (vendor && !next.roleTs) found.roleTs = localizeMessage(catalogue, 'ERROR_BAD_ROLE');
      return found;
    },
  });
  const busy = form.submitting;

  const submit = form.onSubmit(async (values) => {
    try {
      onSent(
        await sendInvitation({
          Email: values.email.trim(),
          ...(values.userName.trim() && { UserName: values.userName.trim() }),
          Role: { Id: Number(values.role) },
          RoleTs: vendor ? { Id: Number(values.roleTs) } : null,
          ExcludedProducts: values.excluded.map((Code) => ({ Code })),
          Topics: values.topics.map((Code) => ({ Code })),
          CanModifyExcludedProducts: values.canModifyProducts,
          CanModifyTopics: values.canModifyTopics,
          Language: { Id: Number(values.language) },
        }),
      );
    } catch (error) {
      const mapped = serverFieldErrors<keyof Values>(
        catalogue,
        error,
        { ERROR_BAD_EMAIL: 'email' },
        WIRE_FIELDS,
      );
      if (mapped) form.showServerErrors(mapped);
      else form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('invitations.form.email')}
            type="email"
            {...form.getInputProps('email')}
            required
            data-autofocus
          />
          <TextInput
            label={t('invitations.form.userName')}
            description={t('invitations.form.userNameHint')}
            {...form.getInputProps('userName')}
            spellCheck={false}
          />
          <Select
            label={t('invitations.role')}
            data={grantable.Role.map((id) => ({ value: String(id), label: t(roleLabelKey(id, vendor)) }))}
            {...form.getInputProps('role')}
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
              {...form.getInputProps('roleTs')}
              allowDeselect={false}
              required
            />
          )}
          <MultiSelect
            label={t('invitations.excludedProducts')}
            data={PRODUCTS.map((code) => ({
              value: code,
              label: productLabel(code),
            }))}
            {...form.getInputProps('excluded')}
            clearable
          />
          <MultiSelect
            label={t('invitations.topics')}
            data={TOPICS.map((code) => ({
              value: code,
              label: t(`invitations.topic.${code}` as 'invitations.topic.fiscal'),
            }))}
            {...form.getInputProps('topics')}
            clearable
          />
          <Select
            label={t('invitations.form.language')}
            data={[
              { value: '1', label: 'Italiano' },
              { value: '2', label: 'English' },
            ]}
            {...form.getInputProps('language')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Checkbox
          label={t('invitations.form.canModifyExcludedProducts')}
          {...form.getInputProps('canModifyProducts', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('invitations.form.canModifyTopics')}
          {...form.getInputProps('canModifyTopics', { type: 'checkbox' })}
        />
        {form.failure !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {form.failure instanceof ApiError
              ? apiErrorText(catalogue, form.failure)
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
