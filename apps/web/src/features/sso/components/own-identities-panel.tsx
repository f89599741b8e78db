import type { IdentityOfUser } from '@sportello/contracts/backoffice/identities.contract';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useTranslation } from 'react-i18next';
import { AccountLinksPanel } from '../../../components/account-links-panel';
import { useIdentityProviderLabel } from '../../../lib/code-labels';
import { fetchOwnIdentities, removeOwnIdentity } from '../api/sso-calls';

export interface OwnIdentitiesPanelProps {
  /** Who is signed in: the list is loaded again when it changes. */
  sessionKey: string;
}

/**
 * The profile's identity-provider links: which providers sign the user in, with the address each
 * gave, and unlinking one (confirmed). The server keeps the last one of a user without a password of
 * the portal, and says why next to the list.
 */
export function OwnIdentitiesPanel({ sessionKey }: OwnIdentitiesPanelProps) {
  const { t } = useTranslation('login');
  const providerName = useIdentityProviderLabel();
  return (
    <AccountLinksPanel
      id="identities"
      queryKey={['own-identities', sessionKey]}
      load={fetchOwnIdentities}
      remove={(link) => removeOwnIdentity(String(link.id))}
      describe={(link: IdentityOfUser) => ({
        id: link.Id,
        name: providerName(link.Provider),
        details: [
          link.Email,
          t('login.profile.identities.linkedAt', { date: formatDateTime(link.LinkedAt) }),
          link.LastUsedAt &&
            t('login.profile.identities.lastUsedAt', { date: formatDateTime(link.LastUsedAt) }),
        ],
      })}
      texts={{
        title: t('login.profile.identities.title'),
        loading: t('login.profile.identities.loading'),
        none: t('login.profile.identities.none'),
        unlink: t('login.profile.identities.unlink'),
        unlinkNamed: (provider) => t('login.profile.identities.unlinkNamed', { provider }),
        confirm: (provider) => t('login.profile.identities.confirm', { provider }),
      }}
    />
  );
}
