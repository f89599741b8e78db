import '@mantine/core/styles/Image.layer.css';
import {
  Button,
  FileInput,
  Group,
  Image,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Settings } from '@sportello/contracts/backoffice/settings.contract';
import {
  BRAND_COLOURS,
  BRAND_IMAGE_MAX_BYTES,
  brandImagePath,
  MAIL_TEXT_MAX,
  PLAIN_BRAND,
  PRODUCT_NAME_MAX,
  SETTINGS_URL_MAX,
  SUPPORT_PHONE_MAX,
} from '@sportello/contracts/backoffice/settings.values';
import { useTranslation } from 'react-i18next';
import type { PortalForm } from '../../../lib/use-portal-form';

/** The brand's fields in the settings form (flat: one form field per input, for its message). */
export type BrandForm = {
  BrandProductName: string;
  BrandPrimaryColour: string;
  /** The stored image's id, a new upload's `data:` URL, or empty. */
  BrandLogo: string;
  BrandFavicon: string;
  BrandMailSignature: string;
  BrandMailFooter: string;
  BrandSupportEmail: string;
  BrandSupportPhone: string;
  BrandTermsUrl: string;
  BrandLegalNoticeUrl: string;
};

export const brandFormOf = (b: Settings['Brand']): BrandForm => ({
  BrandProductName: b.ProductName,
  BrandPrimaryColour: b.PrimaryColour,
  BrandLogo: b.Logo,
  BrandFavicon: b.Favicon,
  BrandMailSignature: b.MailSignature,
  BrandMailFooter: b.MailFooter,
  BrandSupportEmail: b.SupportEmail,
  BrandSupportPhone: b.SupportPhone,
  BrandTermsUrl: b.TermsUrl,
  BrandLegalNoticeUrl: b.LegalNoticeUrl,
});

export const EMPTY_BRAND_FORM: BrandForm = brandFormOf({ ...PLAIN_BRAND, ProductName: '' });

/** The brand as the save sends it. */
export const brandOfForm = (v: BrandForm) => ({
  ProductName: v.BrandProductName,
  PrimaryColour: v.BrandPrimaryColour as Settings['Brand']['PrimaryColour'],
  Logo: v.BrandLogo,
  Favicon: v.BrandFavicon,
  MailSignature: v.BrandMailSignature,
  MailFooter: v.BrandMailFooter,
  SupportEmail: v.BrandSupportEmail,
  SupportPhone: v.BrandSupportPhone,
  TermsUrl: v.BrandTermsUrl,
  LegalNoticeUrl: v.BrandLegalNoticeUrl,
});

/** The server's field paths of the brand (`Brand.Logo`) as the form's fields. */
export const BRAND_WIRE_FIELDS = {
  'Brand.ProductName': 'BrandProductName',
  'Brand.PrimaryColour': 'BrandPrimaryColour',
  'Brand.Logo': 'BrandLogo',
  'Brand.Favicon': 'BrandFavicon',
  'Brand.MailSignature': 'BrandMailSignature',
  'Brand.MailFooter': 'BrandMailFooter',
  'Brand.SupportEmail': 'BrandSupportEmail',
  'Brand.SupportPhone': 'BrandSupportPhone',
  'Brand.TermsUrl': 'BrandTermsUrl',
  'Brand.LegalNoticeUrl': 'BrandLegalNoticeUrl',
} as const satisfies Record<string, keyof BrandForm>;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** What the image field shows: the stored image, or the upload about to be saved. */
const previewOf = (value: string) => (value.startsWith('data:') ? value : value ? brandImagePath(value) : '');

function ImageField<V extends BrandForm>({
  form,
  field,
  editable,
}: {
  form: PortalForm<V>;
  field: 'BrandLogo' | 'BrandFavicon';
  editable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const value = form.values[field];
  const label = field === 'BrandLogo' ? 'logo' : 'favicon';
  const { error } = form.getInputProps(field);
  // The field is a string in every form that holds the brand; the generic form cannot know it.
  const set = (next: string) => form.setFieldValue(field, next as never);
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t(`backoffice.settings.brand.${label}`)}
          description={t('backoffice.settings.brand.imageHint', { kb: BRAND_IMAGE_MAX_BYTES / 1024 })}
          placeholder={t(
            value ? 'backoffice.settings.brand.imageReplace' : 'backoffice.settings.brand.imageChoose',
          )}
          accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon,image/vnd.microsoft.icon"
          disabled={!editable}
          error={error}
          miw={260}
          value={null}
          onChange={async (file) => {
            // The server checks the bytes again, and answers next to this field.
            if (file) set(await readAsDataUrl(file));
          }}
        />
        {value && editable && (
          <Button variant="subtle" color="red" onClick={() => set('')}>
            {t('backoffice.settings.brand.imageRemove')}
          </Button>
        )}
      </Group>
      {value && (
        <Image
          src={previewOf(value)}
          alt={t(`backoffice.settings.brand.${label}Preview`)}
          h={field === 'BrandLogo' ? 40 : 32}
          w="auto"
          fit="contain"
        />
      )}
    </Stack>
  );
}

/**
 * The vendor's brand (decision 069): name, colour, logo and favicon, the mails' signature and footer,
 * the support contacts and legal links of the customers' footer. Each field shows its own refusal.
 */
export function BrandSection<V extends BrandForm>({
  form,
  editable,
}: {
  form: PortalForm<V>;
  editable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-brand-title">
      <Title order={2} size="h4" id="settings-brand-title" mb="xs">
        {t('backoffice.settings.brand.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('backoffice.settings.brand.hint')}
      </Text>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('backoffice.settings.brand.productName')}
            required
            maxLength={PRODUCT_NAME_MAX}
            disabled={!editable}
            miw={220}
            {...form.getInputProps('BrandProductName')}
          />
          <NativeSelect
            label={t('backoffice.settings.brand.primaryColour')}
            data={BRAND_COLOURS.map((c) => ({ value: c, label: t(`backoffice.settings.brand.colour.${c}`) }))}
            disabled={!editable}
            miw={220}
            {...form.getInputProps('BrandPrimaryColour')}
          />
        </Group>
        <ImageField form={form} field="BrandLogo" editable={editable} />
        <ImageField form={form} field="BrandFavicon" editable={editable} />
        <Textarea
          label={t('backoffice.settings.brand.mailSignature')}
          description={t('backoffice.settings.brand.mailSignatureHint')}
          maxLength={MAIL_TEXT_MAX}
          autosize
          minRows={2}
          disabled={!editable}
          {...form.getInputProps('BrandMailSignature')}
        />
        <Textarea
          label={t('backoffice.settings.brand.mailFooter')}
          description={t('backoffice.settings.brand.mailFooterHint')}
          maxLength={MAIL_TEXT_MAX}
          autosize
          minRows={2}
          disabled={!editable}
          {...form.getInputProps('BrandMailFooter')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="email"
            label={t('backoffice.settings.brand.supportEmail')}
            disabled={!editable}
            miw={220}
            {...form.getInputProps('BrandSupportEmail')}
          />
          <TextInput
            type="tel"
            label={t('backoffice.settings.brand.supportPhone')}
            maxLength={SUPPORT_PHONE_MAX}
            disabled={!editable}
            miw={220}
            {...form.getInputProps('BrandSupportPhone')}
          />
        </Group>
        <TextInput
          label={t('backoffice.settings.brand.termsUrl')}
          description={t('backoffice.settings.brand.linkHint')}
          maxLength={SETTINGS_URL_MAX}
          disabled={!editable}
          {...form.getInputProps('BrandTermsUrl')}
        />
        <TextInput
          label={t('backoffice.settings.brand.legalNoticeUrl')}
          description={t('backoffice.settings.brand.linkHint')}
          maxLength={SETTINGS_URL_MAX}
          disabled={!editable}
          {...form.getInputProps('BrandLegalNoticeUrl')}
        />
      </Stack>
    </Paper>
  );
}
