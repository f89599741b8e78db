import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stepper.css';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Stepper, Text, TextInput } from '@mantine/core';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { Invitation, InvitationUserData } from '@sportello/contracts/companies/invitations.contract';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { checkUserName } from '@sportello/contracts/rules/patterns';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParentChoiceAfterSignIn } from '../../../components/parent-choice-after-sign-in';
import {
  EMPTY_PERSON,
  PERSON_WIRE_FIELDS,
  PersonDataFields,
  type PersonField,
  type PersonValues,
  personDataErrors,
  personWireData,
} from '../../../components/person-data-fields';
import { PrivacyFields } from '../../../components/privacy-fields';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import {
  acceptInvitation,
  availabilities,
  companyDisclaimers,
  type InvitationLink,
} from '../api/invitation-calls';
import { clampStep } from '../hooks/invitation-state';
import { InvitationSummary } from './invitation-summary';

type Field = PersonField | 'privacy' | 'disclaimers';
type Errors = Partial<Record<Field, string>>;

const STEP_OF: Record<Field, number> = {
  userName: 2,
  firstName: 2,
  lastName: 2,
  fiscalCode: 2,
  email: 2,
  email2: 2,
  phone: 2,
  mobile: 2,
  password: 2,
  password2: 2,
  availability: 2,
  language: 2,
  privacy: 3,
  disclaimers: 3,
};

const WIRE_FIELDS: Readonly<Record<string, Field>> = {
  ...PERSON_WIRE_FIELDS,
  Privacy: 'privacy',
  Disclaimers: 'disclaimers',
};
const KEY_FIELDS: Readonly<Partial<Record<string, Field>>> = {
  ERROR_REGISTER_USER_EXISTS: 'userName',
  ERROR_USERNAME_INVALID: 'userName',
};

export interface InvitationWizardProps {
  link: InvitationLink;
  invitation: Invitation;
  user: InvitationUserData;
  /** An existing account, signed in: only the new user name and the privacy step are asked. */
  existing: boolean;
  /** A new user who came through the identity provider: no password is asked. */
  viaProvider: boolean;
  /** Names the identity provider vouched for, to start from. */
  prefill: { firstName?: string; lastName?: string };
  languageId: number;
  onAccepted: (result: LoginResult) => void;
  /** The server found the identity's address is not the invitation's. */
  onEmailMismatch: () => void;
}

/**
 * The invitation wizard (spec §2: welcome, company, user, privacy). A new user gives every field of
 * spec §5 (the address is the invitation's); an existing account gives the user name of its new
 * account. Each error is shown next to its field, and a refusal of the server brings the user back
 * to the step of that field.
 */
export function InvitationWizard(props: InvitationWizardProps) {
  const { link, invitation, user, existing, languageId, onAccepted } = props;
  const { t, i18n } = useTranslation('invitations');
  const catalogue = errorCatalogueOf(i18n);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<PersonValues>(() => ({
    ...EMPTY_PERSON,
    userName: invitation.UserName ?? '',
    firstName: props.prefill.firstName ?? '',
    lastName: props.prefill.lastName ?? '',
    fiscalCode: user.FiscalCode,
    phone: user.PhoneNumber,
    mobile: user.MobilePhone,
    from: String(user.Availability.From.TimeValue),
    to: String(user.Availability.To.TimeValue),
    language: String(languageId),
  }));
  const [privacy, setPrivacy] = useState(false);
  const [accepted, setAccepted] = useState<Record<number, boolean>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const parentChoice = useParentChoiceAfterSignIn(onAccepted, setFormError);
  const busyRef = useRef(false);
  const times = useQuery({ queryKey: ['availabilities'], queryFn: ({ signal }) => availabilities(signal) });
  const disclaimers = useQuery<Disclaimer[]>({
    queryKey: ['disclaimers', invitation.Company.VatCode],
    queryFn: () =>
      invitation.Company.CompanyType === 0 ? [] : companyDisclaimers(invitation.Company.VatCode),
  });
  const shown = { email: false, password: !props.viaProvider };

  const show = (found: Errors, fallbackStep: number) => {
    const clean = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
    setErrors(clean);
    const steps = (Object.keys(clean) as Field[]).map((f) => STEP_OF[f]);
    setStep(clampStep(steps.length > 0 ? Math.min(...steps) : fallbackStep));
  };

  const userErrors = (): Errors => {
    if (!existing) return personDataErrors(catalogue, values, shown);
    const name = checkUserName(values.userName);
    return name.ok ? {} : { userName: localizeMessage(catalogue, name.key) };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < 2) return setStep(step + 1);
    const found = userErrors();
    if (step === 2) return show(found, 3);
    if (!privacy) found.privacy = localizeMessage(catalogue, 'ERROR_PRIVACY_MUST_SIGN');
    const required = disclaimers.data ?? [];
    if (required.some((d) => !accepted[d.Id]))
      found.disclaimers = localizeMessage(catalogue, 'ERROR_DISCLAIMERS_MUST_ACCEPT');
    if (Object.values(found).some(Boolean)) return show(found, 3);
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFormError(undefined);
    const wire = personWireData(values, shown);
    void acceptInvitation(link, {
      ...(existing ? { UserName: wire.UserName, Language: wire.Language } : wire),
      Privacy: { PrivacyAck: privacy },
      Disclaimers: required.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: !!accepted[d.Id] })),
    })
      .then((result) => {
        parentChoice.finish(result);
      })
      .catch((error: unknown) => {
        if (errorKeyOf(error) === 'ERROR_INVITATION_EMAIL_MISMATCH') return props.onEmailMismatch();
        const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
        if (mapped) show(mapped, 3);
        else setFormError(error);
      })
      .finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
  };

  const change = (changes: Partial<PersonValues>, field: PersonField) => {
    setValues((current) => ({ ...current, ...changes }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="lg">
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(s) => setStep(clampStep(s))}
        >
          <Stepper.Step label={t('invitations.step.welcome')}>
            <Stack gap="sm" mt="md">
              <Text>
                {t('invitations.welcome.text', {
                  inviter: invitation.InvitedBy ?? invitation.Company.Name,
                  company: invitation.Company.Name,
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {existing ? t('invitations.welcome.existing') : t('invitations.welcome.new')}
              </Text>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('invitations.step.company')}>
            <InvitationSummary invitation={invitation} />
          </Stepper.Step>
          <Stepper.Step label={t('invitations.step.user')}>
            <Stack gap="md" mt="md">
              <TextInput
                label={t('invitations.user.email')}
                value={invitation.Email}
                readOnly
                rightSection={<Badge size="xs">{t('invitations.user.fromInvitation')}</Badge>}
                rightSectionWidth={110}
              />
              {existing ? (
                <TextInput
                  label={t('invitations.user.newUserName')}
                  description={t('invitations.user.newUserNameHint')}
                  name="userName"
                  value={values.userName}
                  onChange={(e) => change({ userName: e.currentTarget.value }, 'userName')}
                  error={errors.userName}
                  readOnly={busy}
                  autoComplete="username"
                  spellCheck={false}
                  required
                />
              ) : (
                <PersonDataFields
                  values={values}
                  errors={errors}
                  shown={shown}
                  times={times.data ?? []}
                  onChange={change}
                  busy={busy}
                />
              )}
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('invitations.step.privacy')}>
            <SimpleGrid cols={1} mt="md">
              <PrivacyFields
                privacy={privacy}
                onPrivacyChange={(value) => {
                  setPrivacy(value);
                  if (errors.privacy) setErrors((c) => ({ ...c, privacy: undefined }));
                }}
                privacyError={errors.privacy}
                disclaimers={disclaimers.data ?? []}
                accepted={accepted}
                onAcceptedChange={(id, value) => {
                  setAccepted((c) => ({ ...c, [id]: value }));
                  if (errors.disclaimers) setErrors((c) => ({ ...c, disclaimers: undefined }));
                }}
                disclaimersError={errors.disclaimers}
                busy={busy}
              />
            </SimpleGrid>
          </Stepper.Step>
        </Stepper>
        {formError !== undefined && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError instanceof ApiError
              ? apiErrorText(catalogue, formError)
              : localizeMessage(catalogue, 'ERROR_GENERIC')}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setStep((s) => clampStep(s - 1))}
            disabled={busy || step === 0}
          >
            {t('invitations.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {step === 3 ? t('invitations.accept') : t('invitations.next')}
          </Button>
        </Group>
      </Stack>
      {parentChoice.modal}
    </form>
  );
}
