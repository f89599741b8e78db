import { Anchor, Group, Text } from '@mantine/core';
import type { PublicBrand } from '@sportello/contracts/backoffice/settings.contract';
import { useTexts } from '../lib/translator';

/**
 * The customers' footer (decision 069): the vendor's support contacts and legal links, as the back
 * office set them. Only what is set is shown; with nothing set, no footer.
 */
export function BrandFooter({ brand }: { brand: PublicBrand | undefined }) {
  const { t } = useTexts('shell');
  if (!brand) return null;
  const links = [
    { url: brand.PrivacyUrl, label: t('shell.footer.privacy') },
    { url: brand.TermsUrl, label: t('shell.footer.terms') },
    { url: brand.LegalNoticeUrl, label: t('shell.footer.legalNotice') },
  ].filter((link) => link.url);
  const contacts = brand.SupportEmail || brand.SupportPhone;
  if (!contacts && links.length === 0) return null;
  return (
    <Group
      component="footer"
      gap="lg"
      justify="space-between"
      wrap="wrap"
      mt="xl"
      pt="md"
      aria-label={t('shell.footer.label')}
    >
      {contacts && (
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('shell.footer.support')}
          </Text>
          {brand.SupportEmail && (
            <Anchor size="sm" href={`mailto:${brand.SupportEmail}`}>
              {brand.SupportEmail}
            </Anchor>
          )}
          {brand.SupportPhone && (
            <Anchor size="sm" href={`tel:${brand.SupportPhone.replace(/[^\d+]/g, '')}`}>
              {brand.SupportPhone}
            </Anchor>
          )}
        </Group>
      )}
      {links.length > 0 && (
        <Group gap="md" wrap="wrap">
          {links.map((link) => (
            <Anchor key={link.url} size="sm" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Group>
  );
}
