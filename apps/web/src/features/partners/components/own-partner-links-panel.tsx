import { formatDateTime } from '@sportello/contracts/common/dates';
import type { OwnPartnerLink } from '@sportello/contracts/partners/partners.contract';
import { useTranslation } from 'react-i18next';
import { AccountLinksPanel } from '../../../components/account-links-panel';
import { fetchOwnPartnerLinks, unlinkOwnPartnerLink } from '../api/own-partner-links-calls';

export interface OwnPartnerLinksPanelProps {
  /** Who is signed in: the list is loaded again when it changes. */
  sessionKey: string;
}

/**
 * The profile's links to partner applications (decision 080): which applications find the user by
 * the key they know them by, since when, and unlinking one (confirmed). Beside the identity-provider
 * links and alike, since both say who else may recognise the account. Mails about a link point here
 * (`#partner-links`).
 */
export function OwnPartnerLinksPanel({ sessionKey }: OwnPartnerLinksPanelProps) {
  const { t } = useTranslation('partners');
  return (
    <AccountLinksPanel
      id="partner-links"
      queryKey={['own-partner-links', sessionKey]}
      load={fetchOwnPartnerLinks}
      remove={(link) => unlinkOwnPartnerLink(Number(link.id))}
      describe={(link: OwnPartnerLink) => ({
        id: link.Id,
        name: link.PartnerName,
        details: [
          t('partners.profile.key', { key: link.PartnerUserKey }),
          t('partners.profile.linkedAt', { date: formatDateTime(link.LinkedAt) }),
        ],
      })}
      texts={{
        title: t('partners.profile.title'),
        intro: t('partners.profile.intro'),
        loading: t('partners.profile.loading'),
        none: t('partners.profile.none'),
        unlink: t('partners.profile.unlink'),
        unlinkNamed: (partner) => t('partners.profile.unlinkNamed', { partner }),
        confirm: (partner) => t('partners.profile.confirm', { partner }),
      }}
    />
  );
}
