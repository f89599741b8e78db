import '@mantine/core/styles/List.layer.css';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title';

const PROCESSED = ['identity', 'contacts', 'access', 'support'] as const;

/**
 * The portal's own privacy notice: what it processes and why, in the user's language. A vendor who
 * publishes its own notice sets PRIVACY_URL, and the forms link there instead.
 */
export function PrivacyRoute() {
  const { t } = useTranslation();
  const title = t('shell.privacy.title');
  usePageTitle(title);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{t('shell.privacy.controller')}</Text>
      <Title order={2} size="h4">
        {t('shell.privacy.whatTitle')}
      </Title>
      <List spacing="xs">
        {PROCESSED.map((item) => (
          <List.Item key={item}>{t(`shell.privacy.what.${item}`)}</List.Item>
        ))}
      </List>
      <Text>{t('shell.privacy.why')}</Text>
      <Text>{t('shell.privacy.rights')}</Text>
    </Stack>
  );
}
