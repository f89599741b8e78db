import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  boundIdentityNames,
  fetchInvitation,
  fetchInvitationUser,
  type InvitationLink,
  invitationKeys,
} from '../api/invitation-calls';
import {
  DISABLED_DELAY_MS,
  EMAIL_MISMATCH_DELAY_MS,
  EXPIRED_DELAY_MS,
  type InvitationState,
  invitationState,
  type Visitor,
} from '../hooks/invitation-state';
import { InvitationWizard } from './invitation-wizard';

export interface InvitationPageProps {
  link: InvitationLink;
  /** Who is signed in here, if anyone (known once the session is loaded). */
  visitor: Visitor | undefined;
  /** Changes when someone else signs in here: the invitation is read again for them. */
  sessionKey: string | undefined;
  languageId: number;
  /** Where an existing account signs in and comes back to this page. */
  signInHref: string;
  onAccepted: (result: LoginResult) => void;
  /**
   * Ends the session here. `leave`: and at the identity provider after a single sign-on, then off
   * this page; otherwise the page stays (someone else was signed in, as before a registration).
   */
  onSignOut: (leave: boolean) => void;
  /** Leaves for the sign-in page. */
  onLeave: () => void;
  /** Sends the invitee to the identity provider, to come back here with an identity; absent without one. */
  onIdentityRequired: (() => void) | undefined;
}

/** Messages that block the flow, their key, and what follows after the spec's delay (§4, §8). */
const BLOCKING: Partial<
  Record<InvitationState['kind'], { key: string; after?: 'leave' | 'signOut'; delayMs?: number }>
> = {
  expired: { key: 'MSG_INVITATION_EXPIRED', after: 'leave', delayMs: EXPIRED_DELAY_MS },
  completed: { key: 'MSG_INVITATION_COMPLETED_YET' },
  disabled: { key: 'MSG_USER_DISABLE_NO_INVITE', after: 'signOut', delayMs: DISABLED_DELAY_MS },
  emailMismatch: {
    key: 'ERROR_INVITATION_EMAIL_MISMATCH',
    after: 'signOut',
    delayMs: EMAIL_MISMATCH_DELAY_MS,
  },
};

/**
 * The page an e-mailed invitation link opens: it reads the invitation, decides what the visitor may
 * do (spec §4 Invitation) and shows either the blocking message or the wizard.
 */
export function InvitationPage(props: InvitationPageProps) {
  const { t, i18n } = useTranslation('invitations');
  const catalogue = errorCatalogueOf(i18n);
  const { link, visitor, sessionKey } = props;
  const invitation = useQuery({
    queryKey: [...invitationKeys.invitation(link, sessionKey), 'invitation'],
    queryFn: ({ signal }) => fetchInvitation(link, signal),
    retry: false,
  });
  const user = useQuery({
    queryKey: [...invitationKeys.invitation(link, sessionKey), 'user'],
    queryFn: ({ signal }) => fetchInvitationUser(link, signal),
    retry: false,
  });
  const bound = useQuery({
    queryKey: [...invitationKeys.invitation(link, sessionKey), 'bound'],
    queryFn: ({ signal }) => boundIdentityNames(signal),
    enabled: visitor === undefined,
  });
  const [mismatch, setMismatch] = useState(false);
  const decided =
    invitation.data && user.data ? invitationState(invitation.data, user.data, visitor) : undefined;
  const state: InvitationState | undefined = mismatch ? { kind: 'emailMismatch' } : decided;
  const blocking = state && BLOCKING[state.kind];
  const { onSignOut, onLeave } = props;

  useEffect(() => {
    if (state?.kind === 'signOutFirst') onSignOut(false);
  }, [state?.kind, onSignOut]);
  useEffect(() => {
    if (!blocking?.after) return;
    const after = blocking.after === 'leave' ? onLeave : () => onSignOut(true);
    const timer = setTimeout(after, blocking.delayMs);
    return () => clearTimeout(timer);
  }, [blocking, onLeave, onSignOut]);

  if (invitation.error || user.error) {
    const error = invitation.error ?? user.error;
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {error instanceof ApiError && error.status === 404
          ? t('invitations.notFound')
          : apiErrorText(catalogue, error)}
      </Alert>
    );
  }
  if (!invitation.data || !user.data || !state || state.kind === 'signOutFirst')
    return <Loader role="status" aria-label={t('invitations.loading')} />;
  if (blocking) {
    return (
      <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} role="alert">
        <Stack gap="xs">
          <Text>{localizeMessage(catalogue, blocking.key)}</Text>
          {blocking.after === 'leave' && <Text size="sm">{t('invitations.redirecting')}</Text>}
        </Stack>
      </Alert>
    );
  }
  if (state.kind === 'signInToAccept') {
    return (
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {localizeMessage(catalogue, 'ERROR_INVITATION_SIGN_IN')}
        </Alert>
        <Button component="a" href={props.signInHref} w="fit-content">
          {t('invitations.signInToAccept')}
        </Button>
      </Stack>
    );
  }
  const existing = state.kind === 'existing';
  // Whether an anonymous visitor came back from the provider, and as whom, decides the wizard's start.
  if (bound.isPending && visitor === undefined)
    return <Loader role="status" aria-label={t('invitations.loading')} />;
  // Signed in through the provider, or back from it with an identity: no password for the new user.
  const viaProvider = !existing && (visitor?.viaProvider === true || Boolean(bound.data));
  if (!existing && !invitation.data.Company.AccessLocal && !viaProvider) {
    return (
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('invitations.providerOnly', { company: invitation.data.Company.Name })}
        </Alert>
        {props.onIdentityRequired && (
          <Button onClick={props.onIdentityRequired} w="fit-content">
            {t('invitations.continueWithProvider')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <InvitationWizard
      link={link}
      invitation={invitation.data}
      user={user.data}
      existing={existing}
      viaProvider={viaProvider}
      prefill={bound.data ?? {}}
      languageId={props.languageId}
      onAccepted={props.onAccepted}
      onEmailMismatch={() => setMismatch(true)}
    />
  );
}
