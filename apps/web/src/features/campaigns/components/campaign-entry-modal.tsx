import '@mantine/core/styles/Checkbox.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MyEntry, OpenCampaign } from '@sportello/contracts/app/campaigns.contract';
import {
  ABSTRACT_MAX,
  AVAILABILITY_MAX,
  CONTACT_NAME_MAX,
  type EntryKind,
  MOTIVATION_MAX,
  PHONE_MAX,
  TALK_TITLE_MAX,
} from '@sportello/contracts/app/campaigns.values';
import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { checkEmail, checkPhone } from '@sportello/contracts/rules/patterns';
import type { RuleResult } from '@sportello/contracts/rules/rule-result';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyNoticeLink } from '../../../components/privacy-notice-link';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { fieldRuleText } from '../../../lib/rule-error-text';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { sessionQuery } from '../../../lib/session/session-query';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { applyTutorCall, proposeTalkCall, registerTalksCall } from '../api/campaigns-calls';

/** Every field any entry asks for, under its wire name (the server's refusals name them so). */
type EntryForm = {
  ContactName: string;
  Email: string;
  Phone: string;
  Availability: string;
  Motivation: string;
  TalkTitle: string;
  Abstract: string;
  PrivacyConsent: boolean;
  MarketingConsent: boolean;
};
type TextField = Exclude<keyof EntryForm, 'PrivacyConsent' | 'MarketingConsent'>;

/** The text fields each kind of entry asks for, in the form's order; each is required. */
const TEXT_FIELDS: Record<EntryKind, readonly TextField[]> = {
  application: ['ContactName', 'Email', 'Phone', 'Availability', 'Motivation'],
  talk: ['ContactName', 'Email', 'Phone', 'TalkTitle', 'Abstract'],
  registration: ['ContactName', 'Email'],
};

const WIRE_FIELDS = {
  ContactName: 'ContactName',
  Email: 'Email',
  Phone: 'Phone',
  Availability: 'Availability',
  Motivation: 'Motivation',
  TalkTitle: 'TalkTitle',
  Abstract: 'Abstract',
  PrivacyConsent: 'PrivacyConsent',
  MarketingConsent: 'MarketingConsent',
} as const;
/** Refusals about one field that the server may give as the whole answer's key. */
const KEY_FIELDS = {
  ERROR_BAD_EMAIL: 'Email',
  ERROR_BAD_PHONE: 'Phone',
  ERROR_PRIVACY_MUST_SIGN: 'PrivacyConsent',
  // One registration per address: another colleague may still register with theirs.
  ERROR_CAMPAIGN_ALREADY_REGISTERED: 'Email',
} as const;

const required = (value: string): RuleResult =>
  value.trim() === '' ? { ok: false, key: 'ERROR_FIELD_REQUIRED' } : { ok: true, value };

const RULES: Record<TextField, (value: string) => RuleResult> = {
  ContactName: required,
  Email: checkEmail,
  // The contract asks for a number as the vendor can dial it (strict), as the profile's phones.
  Phone: (value) => checkPhone(value, { strict: true }),
  Availability: required,
  Motivation: required,
  TalkTitle: required,
  Abstract: required,
};

export interface CampaignEntryModalProps {
  campaign: OpenCampaign;
  kind: EntryKind;
  onClose: () => void;
  /** The entry the server took: the card reads the campaigns again. */
  onSent: (entry: MyEntry) => void;
}

/**
 * A customer's entry in a campaign, in a dialog: the tutor programme's application, an event's talk
 * proposal, or a place at it. The contact starts as the signed-in user; the browser checks what the
 * contract requires, and the server's refusals go next to their fields, in the user's language.
 * Once sent, the dialog says what came of it — for a place, whether one was taken or the waiting
 * list joined.
 */
export function CampaignEntryModal({ campaign, kind, onClose, onSent }: CampaignEntryModalProps) {
  const { t } = useTranslation('campaigns');
  const [sent, setSent] = useState<MyEntry>();
  // The contact starts as the signed-in user: the form waits for the session (always there already
  // behind the sign-in guard) rather than start empty.
  const session = useQuery(sessionQuery);
  // On a phone the form takes the whole screen.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`campaigns.dialog.${kind}`, { title: campaign.Title })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('campaigns.form.close') }}
    >
      {sent ? (
        <EntrySent kind={kind} entry={sent} onClose={onClose} />
      ) : session.isPending ? (
        <Loader role="status" size="sm" aria-label={t('campaigns.form.loading')} />
      ) : (
        <EntryFormBody
          user={session.data?.User}
          campaign={campaign}
          kind={kind}
          onCancel={onClose}
          onSent={(entry) => {
            setSent(entry);
            onSent(entry);
          }}
        />
      )}
    </Modal>
  );
}

function EntryFormBody({
  user,
  campaign,
  kind,
  onCancel,
  onSent,
}: {
  user: SessionInfo['User'] | undefined;
  campaign: OpenCampaign;
  kind: EntryKind;
  onCancel: () => void;
  onSent: (entry: MyEntry) => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const catalogue = errorCatalogueOf(i18n);
  const fields = TEXT_FIELDS[kind];
  const form = usePortalForm<EntryForm>({
    initialValues: {
      ContactName: user ? `${user.FirstName} ${user.LastName}`.trim() : '',
      Email: user?.Email ?? '',
      Phone: '',
      Availability: '',
      Motivation: '',
      TalkTitle: '',
      Abstract: '',
      PrivacyConsent: false,
      MarketingConsent: false,
    },
    validate: (v) => {
      const errors: FieldErrors<EntryForm> = {};
      for (const field of fields) {
        const result = RULES[field](v[field]);
        if (!result.ok) errors[field] = fieldRuleText(catalogue, v[field], result);
      }
      if (!v.PrivacyConsent) errors.PrivacyConsent = localizeMessage(catalogue, 'ERROR_PRIVACY_MUST_SIGN');
      return errors;
    },
  });

  const submit = form.onSubmit(async (v) => {
    const contact = {
      CampaignId: campaign.Id,
      ContactName: v.ContactName.trim(),
      Email: v.Email.trim(),
      PrivacyConsent: true as const,
    };
    try {
      const entry =
        kind === 'application'
          ? await applyTutorCall({
              ...contact,
              Phone: v.Phone.trim(),
              Availability: v.Availability.trim(),
              Motivation: v.Motivation.trim(),
              MarketingConsent: v.MarketingConsent,
            })
          : kind === 'talk'
            ? await proposeTalkCall({
                ...contact,
                Phone: v.Phone.trim(),
                TalkTitle: v.TalkTitle.trim(),
                Abstract: v.Abstract.trim(),
              })
            : await registerTalksCall(contact);
      onSent(entry);
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  const asks = (field: TextField) => fields.includes(field);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t(`campaigns.form.intro.${kind}`)}</Text>
        {form.failure !== undefined && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('campaigns.form.contactName')}
            required
            maxLength={CONTACT_NAME_MAX}
            autoComplete="name"
            data-autofocus
            {...form.getInputProps('ContactName')}
          />
          <TextInput
            label={t('campaigns.form.email')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('Email')}
          />
          {asks('Phone') && (
            <TextInput
              label={t('campaigns.form.phone')}
              type="tel"
              required
              maxLength={PHONE_MAX}
              autoComplete="tel"
              {...form.getInputProps('Phone')}
            />
          )}
        </SimpleGrid>
        {asks('Availability') && (
          <TextInput
            label={t('campaigns.form.availability')}
            description={t('campaigns.form.availabilityHint')}
            required
            maxLength={AVAILABILITY_MAX}
            {...form.getInputProps('Availability')}
          />
        )}
        {asks('Motivation') && (
          <Textarea
            label={t('campaigns.form.motivation')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MOTIVATION_MAX}
            {...form.getInputProps('Motivation')}
          />
        )}
        {asks('TalkTitle') && (
          <TextInput
            label={t('campaigns.form.talkTitle')}
            required
            maxLength={TALK_TITLE_MAX}
            {...form.getInputProps('TalkTitle')}
          />
        )}
        {asks('Abstract') && (
          <Textarea
            label={t('campaigns.form.abstract')}
            description={t('campaigns.form.abstractHint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ABSTRACT_MAX}
            {...form.getInputProps('Abstract')}
          />
        )}
        <Stack gap={4}>
          <Checkbox
            label={t('campaigns.form.privacy')}
            required
            {...form.getInputProps('PrivacyConsent', { type: 'checkbox' })}
          />
          <PrivacyNoticeLink />
        </Stack>
        {/* Only the tutor programme's application asks: the vendor keeps in touch with its tutors. */}
        {kind === 'application' && (
          <Checkbox
            label={t('campaigns.form.marketing')}
            {...form.getInputProps('MarketingConsent', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('campaigns.form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('campaigns.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What came of the entry: sent for a decision, a place taken, or a turn on the waiting list. */
function EntrySent({ kind, entry, onClose }: { kind: EntryKind; entry: MyEntry; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const waiting = entry.Status === 'waiting';
  const [title, text] =
    kind !== 'registration'
      ? [t('campaigns.result.sentTitle'), t(`campaigns.result.${kind}`)]
      : waiting
        ? [
            t('campaigns.result.waitingTitle'),
            t('campaigns.result.waiting', { position: entry.Position ?? '' }),
          ]
        : [t('campaigns.result.registeredTitle'), t('campaigns.result.registered')];
  const Icon = waiting ? IconHourglass : IconCircleCheck;
  return (
    <Stack gap="md">
      <Alert
        color={waiting ? 'yellow' : 'teal'}
        variant="light"
        role="status"
        title={title}
        icon={<Icon aria-hidden />}
      >
        {text}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('campaigns.form.close')}
        </Button>
      </Group>
    </Stack>
  );
}
