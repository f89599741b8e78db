import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { IspLoginResponse, IspUser } from '@sportello/contracts/auth/sso.contract';
import { translate } from '@sportello/i18n/translate';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ParentChoiceModal } from '../../../components/parent-choice-modal';
import { SignInFailureAlert } from '../../../components/sign-in-failure-alert';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { assignLocation } from '../../../lib/browser-location';
import { customerHubOf, saysItRedirects } from '../../../lib/customer-hub';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { portalSettingsQuery } from '../../../lib/portal-settings-query';
import { useSignIn, useSignOut } from '../../../lib/session/use-sign-in';
import { redeemSsoToken, signInWithIdentity } from '../api/sso-calls';
import { rememberedSsoCompany, rememberSsoCompany, takeSsoReturnUrl } from '../api/sso-memory';
import {
  LINK_MESSAGE,
  nextSsoStep,
  REGISTER_MESSAGE,
  type SsoFailureAction,
  ssoErrorKeyOf,
  ssoFailureAction,
} from '../hooks/sso-steps';
import { IspLinkForm } from './isp-link-form';
import { IspUserChoiceModal } from './isp-user-choice-modal';
import { useSsoErrorText } from './sso-error-alert';

export interface SsoLandingProps {
  /** The one-time handle from the address, read once by the page (which drops it from the address). */
  token: string | null;
  /** The error key the server sent instead (`?ssoError=`), if any. */
  ssoError: string | null;
  /**
   * The sign-in is complete (parent settled). The page follows the user's language, refreshes the
   * session and goes on to `returnPath` (saved by the sign-in button) or home. Until it has moved on,
   * the landing page stays busy.
   */
  onSignedIn: (login: LoginResult, returnPath: string | undefined) => Promise<void> | void;
}

type View =
  | { kind: 'working' }
  | { kind: 'chooseUser'; users: IspUser[] }
  | { kind: 'chooseParent'; login: LoginResult }
  | { kind: 'link' }
  | { kind: 'register'; href: string }
  | { kind: 'failed'; message: string; errorKey: string | undefined; action: SsoFailureAction };

/**
 * The single-sign-on landing page (spec §2, §4 ISP login): redeems the one-time handle, signs in with
 * the identity and walks through what the answer asks for: nothing (one user), the user list, the
 * parent choice, linking a local account or registering. Errors are told, then the user is sent back
 * to the sign-in page or disconnected after the spec's delays (§8).
 */
export function SsoLanding({ token, ssoError, onSignedIn }: SsoLandingProps) {
  const { t, i18n } = useTranslation('login');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const ssoErrorText = useSsoErrorText();
  const [view, setView] = useState<View>({ kind: 'working' });
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  const subject = useRef('');
  /** Where the flow started (saved by the sign-in button or a wizard), read once on arrival. */
  const returnPath = useRef<string | undefined>(undefined);
  const started = useRef(false);
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const leaveToSignIn = () => {
    if (alive.current) navigate(paths.login, { replace: true });
  };

  const act = async (action: SsoFailureAction, failure: unknown) => {
    if (!alive.current) return;
    if (action.kind === 'root') return leaveToSignIn();
    if (action.kind === 'external') {
      try {
        const settings = await queryClient.fetchQuery(portalSettingsQuery);
        // A migrated company's own hub comes only with an answer of the server, never from the address.
        assignLocation(customerHubOf(failure, settings[action.setting]));
      } catch {
        leaveToSignIn();
      }
      return;
    }
    // "Disconnect": end any session here and, after a single sign-on, at the provider too.
    try {
      const { RedirectUrl } = await signOut.mutateAsync();
      if (RedirectUrl) assignLocation(RedirectUrl);
      else leaveToSignIn();
    } catch {
      leaveToSignIn();
    }
  };

  /** `failure` is a failed call, or an error key from the address. */
  const fail = (failure: unknown) => {
    const key = typeof failure === 'string' ? failure : errorKeyOf(failure);
    const message =
      typeof failure === 'string' ? ssoErrorText(failure) : apiErrorText(errorCatalogueOf(i18n), failure);
    const action = ssoFailureAction(key);
    setChoosing(undefined);
    setView({ kind: 'failed', message, errorKey: key, action });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void act(action, failure), action.delayMs);
  };

  const complete = async (login: LoginResult) => {
    setView({ kind: 'working' });
    await onSignedIn(login, returnPath.current);
  };

  const proceed = async (response: IspLoginResponse) => {
    const step = nextSsoStep(response, returnPath.current);
    switch (step.kind) {
      case 'signedIn':
        return complete(step.login);
      case 'chooseParent':
        return setView({ kind: 'chooseParent', login: step.login });
      case 'chooseUser':
        return setView({ kind: 'chooseUser', users: step.users });
      case 'link':
        return setView({ kind: 'link' });
      case 'register':
        // The user chose to register in a wizard and was sent here by it: straight back to it, as a
        // page load: the wizard's cookie is scoped to its path, and browsers match a cookie against
        // the address the document was loaded from, not one set later by the router.
        if (step.resume) return assignLocation(step.href);
        return setView({ kind: 'register', href: step.href });
      case 'unexpected':
        return fail(undefined);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the flow runs once per page visit; the handle is single-use.
  useEffect(() => {
    alive.current = true;
    // Guarded by a ref: a second run (React's development double effects) would replay the handle.
    if (!started.current) {
      started.current = true;
      void run();
    }
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = async () => {
    const errorKey = ssoErrorKeyOf(ssoError);
    if (errorKey || ssoError) return fail(errorKey ?? 'ERROR_MONITOR_AUTHSSO');
    if (!token) return fail('ERROR_ISP_TOKEN');
    returnPath.current = takeSsoReturnUrl();
    try {
      const identity = await redeemSsoToken(token);
      subject.current = identity.UserId;
      const companyCode = rememberedSsoCompany(identity.UserId);
      const response = await signInWithIdentity(companyCode ? { CompanyCode: companyCode } : {});
      // A sign-in starts a new server session: the anti-forgery token is fetched afresh.
      resetCsrfToken();
      await proceed(response);
    } catch (failure) {
      fail(failure);
    }
  };

  const chooseUser = async (user: IspUser) => {
    if (choosing) return;
    setChoosing(user.UserId);
    try {
      const response = await signInWithIdentity({ UserId: user.UserId });
      resetCsrfToken();
      // Spec §4: the next sign-in of this identity goes straight to this company.
      rememberSsoCompany(subject.current, user.Company.Code);
      setChoosing(undefined);
      await proceed(response);
    } catch (failure) {
      fail(failure);
    }
  };

  const chooseParent = async (login: LoginResult, vatCode: string) => {
    if (choosing) return;
    setChoosing(vatCode);
    try {
      // No password: the pending server session of the single sign-on proves the identity.
      const result = await signIn.mutateAsync({ UserName: login.UserName, ParentCode: vatCode });
      setChoosing(undefined);
      await complete(result);
    } catch (failure) {
      fail(failure);
    }
  };

  const cancelParentChoice = async () => {
    setView({ kind: 'working' });
    try {
      // The pending server session would otherwise linger until it expires.
      await signOut.mutateAsync();
    } catch {
      // Nothing to tell: the pending session cannot be used without the parent choice anyway.
    }
    leaveToSignIn();
  };

  const linked = (response: IspLoginResponse) => {
    notifications.show({
      color: 'green',
      message: translate(errorCatalogueOf(i18n), 'MSG_ISP_LOGIN_COMPLETATO'),
    });
    void proceed(response);
  };

  const message = (key: string) => translate(errorCatalogueOf(i18n), key);

  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      w="100%"
      maw={520}
      mx="auto"
      mt={{ base: 0, sm: 'xl' }}
    >
      <Stack gap="lg">
        <Title order={1} size="h3">
          {t('login.sso.title')}
        </Title>
        {view.kind === 'failed' && (
          <FailureAlert message={view.message} errorKey={view.errorKey} action={view.action} />
        )}
        {(view.kind === 'working' || view.kind === 'chooseUser' || view.kind === 'chooseParent') && (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{t('login.sso.working')}</Text>
          </Group>
        )}
        {view.kind === 'link' && (
          <>
            <Notice>{message(LINK_MESSAGE)}</Notice>
            <IspLinkForm onLinked={linked} />
            <Button component={Link} to={paths.login} variant="subtle" style={{ alignSelf: 'center' }}>
              {t('login.sso.backToSignIn')}
            </Button>
          </>
        )}
        {view.kind === 'register' && (
          <>
            <Notice>{message(REGISTER_MESSAGE)}</Notice>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.login} variant="default">
                {t('login.sso.backToSignIn')}
              </Button>
              <Button component={Link} to={view.href}>
                {t('login.sso.register.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <IspUserChoiceModal
        opened={view.kind === 'chooseUser'}
        users={view.kind === 'chooseUser' ? view.users : []}
        choosing={choosing}
        onChoose={(user) => void chooseUser(user)}
        onCancel={leaveToSignIn}
      />
      <ParentChoiceModal
        opened={view.kind === 'chooseParent'}
        parents={view.kind === 'chooseParent' ? view.login.Company.CompanyParents : []}
        choosing={choosing}
        onChoose={(vatCode) => {
          if (view.kind === 'chooseParent') void chooseParent(view.login, vatCode);
        }}
        onCancel={() => void cancelParentChoice()}
      />
    </Paper>
  );
}

/**
 * What went wrong, and where the browser goes next. Being sent elsewhere (a migrated company, the
 * portal's maintenance) is news, not a mistake: it reads as information, as on the sign-in page,
 * and says once that the page is about to change.
 */
function FailureAlert({
  message,
  errorKey,
  action,
}: {
  message: string;
  errorKey: string | undefined;
  action: SsoFailureAction;
}) {
  const { t } = useTranslation('login');
  const external = action.kind === 'external';
  const saidAlready = external && saysItRedirects(errorKey);
  const next = saidAlready ? undefined : t(external ? 'login.redirecting' : 'login.sso.leaving');
  return <SignInFailureAlert message={message} leaving={external} next={next} />;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}
