import '@mantine/core/styles/Stepper.layer.css';
import { Alert, Button, Group, SimpleGrid, Stack, Stepper } from '@mantine/core';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { Invitation, InvitationUserData } from '@sportello/contracts/companies/invitations.contract';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParentChoiceAfterSignIn } from '../../../components/parent-choice-after-sign-in';
import { personWireData } from '../../../components/person-data-fields';
import { PrivacyFields, privacyWireData } from '../../../components/privacy-fields';
import { ApiError } from '../../../lib/api-client';
import { availabilitiesQuery } from '../../../lib/availabilities-query';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { showServerErrorsByStep } from '../../../lib/use-portal-form';
import { acceptInvitation, companyDisclaimers, type InvitationLink } from '../api/invitation-calls';
import { KEY_FIELDS, useInvitationForms, WIRE_FIELDS } from '../hooks/invitation-forms';
import { clampStep } from '../hooks/invitation-state';
import { InvitationSummary } from './invitation-summary';
import { InvitationUserStep } from './invitation-user-step';
import { WelcomeStep } from './welcome-step';

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
 * account. The user and privacy steps are forms of their own (`useInvitationForms`), checked when
 * the user moves on; each error is shown next to its field, the first one focused, and a refusal of
 * the server brings the user back to the step of that field.
 */
export function InvitationWizard(props: InvitationWizardProps) {
  const { link, invitation, user, existing, onAccepted } = props;
  const { t, i18n } = useTranslation('invitations');
  const catalogue = errorCatalogueOf(i18n);
  const [step, setStep] = useState(0);
  const [formError, setFormError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const parentChoice = useParentChoiceAfterSignIn(onAccepted, setFormError);
  const times = useQuery(availabilitiesQuery);
  const disclaimers = useQuery<Disclaimer[]>({
    queryKey: ['disclaimers', invitation.Company.VatCode],
    queryFn: () =>
      invitation.Company.CompanyType === 0 ? [] : companyDisclaimers(invitation.Company.VatCode),
  });
  const shown = { email: false, password: !props.viaProvider };
  const forms = useInvitationForms({
    catalogue,
    invitation,
    user,
    existing,
    shown,
    prefill: props.prefill,
    languageId: props.languageId,
    disclaimers: disclaimers.data ?? [],
  });

  const accept = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFormError(undefined);
    const wire = personWireData(forms.person.getValues(), shown);
    try {
      const result = await acceptInvitation(link, {
        ...(existing ? { UserName: wire.UserName, Language: wire.Language } : wire),
        ...privacyWireData(forms.privacy.getValues(), disclaimers.data ?? []),
      });
      parentChoice.finish(result);
    } catch (error) {
      if (errorKeyOf(error) === 'ERROR_INVITATION_EMAIL_MISMATCH') return props.onEmailMismatch();
      const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      const shownAt = mapped && showServerErrorsByStep(mapped, forms.byStep);
      if (shownAt === undefined) setFormError(error);
      else setStep(shownAt);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** "Avanti" checks the step's fields (the first in error takes the focus), then moves on. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < 2) return setStep(step + 1);
    const personOk = forms.person.check();
    if (step === 2) return personOk ? setStep(3) : undefined;
    const privacyOk = forms.privacy.check();
    if (!personOk) return setStep(2);
    if (privacyOk) void accept();
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
            <WelcomeStep invitation={invitation} existing={existing} />
          </Stepper.Step>
          <Stepper.Step label={t('invitations.step.company')}>
            <InvitationSummary invitation={invitation} />
          </Stepper.Step>
          <Stepper.Step label={t('invitations.step.user')}>
            <InvitationUserStep
              form={forms.person}
              email={invitation.Email}
              existing={existing}
              shown={shown}
              times={times.data ?? []}
              busy={busy}
            />
          </Stepper.Step>
          <Stepper.Step label={t('invitations.step.privacy')}>
            <SimpleGrid cols={1} mt="md">
              <PrivacyFields form={forms.privacy} disclaimers={disclaimers.data ?? []} busy={busy} />
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
