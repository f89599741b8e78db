import { isLanguageId } from '@sportello/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { SsoLanding } from '../../features/sso/components/sso-landing';
import { withLanguageParam } from '../../lib/return-url';
import { refreshSession } from '../../lib/session/session-query';
import { secondFactorPath } from './after-sign-in';
import { usePageTitle } from './use-page-title';

const TOKEN_PARAM = 'token';
const SSO_ERROR_PARAM = 'ssoError';

/**
 * The single-sign-on landing page (`/sso`, spec §2). The one-time handle is read once and dropped from
 * the address at once, so that it is not kept in the history, shown in a screenshot or sent on by a
 * reload; the handle is single-use anyway. Once signed in, the user goes where a sign-in goes: the
 * saved return URL with the language appended, or home (never to change-password: SSO users change
 * their password at their identity provider).
 */
export function SsoRoute() {
  const { t } = useTranslation('login');
  usePageTitle(t('login.sso.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { languageId, changeLanguage } = useLanguage();
  const [initial] = useState(() => {
    const search = new URLSearchParams(location.search);
    return { token: search.get(TOKEN_PARAM), ssoError: search.get(SSO_ERROR_PARAM) };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival, before any call completes.
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!search.has(TOKEN_PARAM)) return;
    search.delete(TOKEN_PARAM);
    const rest = search.toString();
    // Same path: the router replaces the history entry (history.replaceState), nothing is cancelled.
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
  }, []);

  return (
    <SsoLanding
      token={initial.token}
      ssoError={initial.ssoError}
      onSignedIn={async (login, returnPath) => {
        // The user's own language (spec: Login result Language) replaces the one of the page.
        const userLanguage = login.Language.Id;
        const targetLanguage = isLanguageId(userLanguage) ? userLanguage : languageId;
        if (targetLanguage !== languageId) changeLanguage(targetLanguage);
        // The sign-in still has to prove its second factor (decision 078): its page first.
        if (login.SecondFactor) {
          navigate(secondFactorPath(returnPath), { replace: true });
          return;
        }
        await refreshSession(queryClient);
        navigate(returnPath ? withLanguageParam(returnPath, targetLanguage) : paths.home, { replace: true });
      }}
    />
  );
}
