import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Text } from '@mantine/core';
import type { PartnerScope } from '@sportello/contracts/partners/partners.values';
import { PARTNER_TOKEN_PATH } from '@sportello/contracts/partners/partners.values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaHeader } from '../../../components/backoffice/area-header';
import { CopyValueButton } from '../../../components/copy-value-button';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

/** The head of the area's lists, which share one menu entry (components/backoffice/area-header.tsx). */
export function PartnersHeader({
  current,
  actions,
}: {
  current: 'applications' | 'links';
  actions?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const tabs = [
    { key: 'applications', label: t('backoffice.partners.applications'), to: paths.backoffice.partners },
    { key: 'links', label: t('backoffice.partners.links'), to: paths.backoffice.partnerLinks },
  ] as const;
  return <AreaHeader title={t('backoffice.nav.partners')} tabs={tabs} current={current} actions={actions} />;
}

/** What a partner may do, in words. */
export function ScopeBadges({ scopes }: { scopes: readonly PartnerScope[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <Group gap={4} wrap="wrap">
      {scopes.map((scope) => (
        <Badge key={scope} variant="light" size="sm" tt="none">
          {t(`backoffice.partners.scope.${scope}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** Whether the partner may ask for tokens at all. */
export function PartnerStateBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge variant="light" color={enabled ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
      {t(enabled ? 'backoffice.partners.stateEnabled' : 'backoffice.partners.stateDisabled')}
    </Badge>
  );
}

/**
 * A credential to paste elsewhere (a client id, a secret, an address): monospace, broken anywhere so
 * that a long one never widens a phone's page, with its copy button.
 */
export function CopyableValue({ value, copyLabel }: { value: string; copyLabel: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <CopyValueButton value={value} label={copyLabel} />
    </Group>
  );
}

/** Where a partner asks for its tokens: the address to hand it with its credentials. */
export function tokenUrl(): string {
  return `${env.apiBaseUrl || window.location.origin}${PARTNER_TOKEN_PATH}`;
}

/** A token's lifetime in words: minutes when it is whole minutes, seconds otherwise. */
export function useLifetimeText() {
  const { t } = useTranslation('backoffice');
  return (seconds: number) =>
    seconds % 60 === 0
      ? t('backoffice.partners.minutesValue', { count: seconds / 60 })
      : t('backoffice.partners.secondsValue', { count: seconds });
}
