import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { Partner, savePartner } from '@sportello/contracts/backoffice/partners.contract';
import {
  PARTNER_NAME_MAX,
  PARTNER_RATE,
  PARTNER_TOKEN_SECONDS,
} from '@sportello/contracts/backoffice/partners.values';
import { PARTNER_SCOPES, type PartnerScope } from '@sportello/contracts/partners/partners.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { disclaimerOptionsQuery, savePartnerCall } from '../api/partners-calls';

type TokenUnit = 'minutes' | 'seconds';

type PartnerForm = {
  Name: string;
  Scopes: PartnerScope[];
  /** The token's lifetime in `TokenUnit`s; the wire has seconds. */
  TokenLifetime: number | string;
  TokenUnit: TokenUnit;
  RatePerMinute: number | string;
  DisclaimerCodes: string[];
  Enabled: boolean;
};

const KEY_FIELDS = { ERROR_PARTNER_SCOPES: 'Scopes', ERROR_PARTNER_DISCLAIMER: 'DisclaimerCodes' } as const;
const WIRE_FIELDS = {
  Name: 'Name',
  Scopes: 'Scopes',
  TokenSeconds: 'TokenLifetime',
  RatePerMinute: 'RatePerMinute',
  DisclaimerCodes: 'DisclaimerCodes',
  Enabled: 'Enabled',
} as const;

const UNIT_SECONDS: Record<TokenUnit, number> = { minutes: 60, seconds: 1 };

/** A number input's value as a number: NaN when empty or not a number, so that a range check fails. */
const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value);
const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;
const secondsOf = (v: PartnerForm) => numberOf(v.TokenLifetime) * UNIT_SECONDS[v.TokenUnit];

function formOf(partner: Partner | null): PartnerForm {
  const seconds = partner?.TokenSeconds ?? PARTNER_TOKEN_SECONDS.default;
  // Whole minutes read as minutes; a lifetime set to the second stays in seconds.
  const unit: TokenUnit = seconds % 60 === 0 ? 'minutes' : 'seconds';
  return {
    Name: partner?.Name ?? '',
    Scopes: partner ? [...partner.Scopes] : [...PARTNER_SCOPES],
    TokenLifetime: seconds / UNIT_SECONDS[unit],
    TokenUnit: unit,
    RatePerMinute: partner?.RatePerMinute ?? PARTNER_RATE.default,
    DisclaimerCodes: partner?.DisclaimerCodes ?? [],
    Enabled: partner?.Enabled ?? true,
  };
}

/**
 * Registers a partner application (`partner` null) or changes one: its name, what it may do, how
 * long its tokens last, how many calls a minute it may make, the disclaimers it shows before linking
 * and whether it is enabled. The server's refusals go next to their fields. A registration's answer
 * holds the first secret, which the caller shows once.
 */
export function PartnerFormModal({
  partner,
  onClose,
  onSaved,
}: {
  partner: Partner | null;
  onClose: () => void;
  onSaved: (saved: ApiResponse<typeof savePartner>) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const number = new Intl.NumberFormat(i18n.language);
  const tokenRange = {
    min: number.format(PARTNER_TOKEN_SECONDS.min),
    max: number.format(PARTNER_TOKEN_SECONDS.max),
    minMinutes: number.format(PARTNER_TOKEN_SECONDS.min / 60),
    maxMinutes: number.format(PARTNER_TOKEN_SECONDS.max / 60),
  };
  const rateRange = { min: number.format(PARTNER_RATE.min), max: number.format(PARTNER_RATE.max) };
  const disclaimers = useQuery(disclaimerOptionsQuery);

  const form = usePortalForm<PartnerForm>({
    initialValues: formOf(partner),
    validate: (v) => ({
      ...(v.Name.trim() === '' && { Name: t('backoffice.partners.nameRequired') }),
      ...(v.Scopes.length === 0 && { Scopes: localizeMessage(catalogue, 'ERROR_PARTNER_SCOPES') }),
      ...(!within(secondsOf(v), PARTNER_TOKEN_SECONDS) && {
        TokenLifetime: t('backoffice.partners.tokenOutOfRange', tokenRange),
      }),
      ...(!within(numberOf(v.RatePerMinute), PARTNER_RATE) && {
        RatePerMinute: t('backoffice.partners.rateOutOfRange', rateRange),
      }),
    }),
  });

  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(
        await savePartnerCall({
          Id: partner?.Id ?? 0,
          Name: v.Name.trim(),
          Scopes: v.Scopes,
          TokenSeconds: secondsOf(v),
          RatePerMinute: numberOf(v.RatePerMinute),
          DisclaimerCodes: v.DisclaimerCodes,
          Enabled: v.Enabled,
        }),
      );
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  // The codes already chosen stay choosable even when the list cannot be read or no longer has them.
  const english = i18n.language === 'en';
  const listed = (disclaimers.data?.Items ?? []).map((d) => ({
    value: d.Code,
    label: `${d.Code} · ${english ? d.TitleEn : d.TitleIt}`,
  }));
  const disclaimerData = [
    ...listed,
    ...form.values.DisclaimerCodes.filter((code) => !listed.some((d) => d.value === code)).map((code) => ({
      value: code,
      label: code,
    })),
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        partner ? t('backoffice.partners.editTitle', { name: partner.Name }) : t('backoffice.partners.new')
      }
      size="lg"
      closeButtonProps={{ 'aria-label': t('backoffice.partners.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <TextInput
            label={t('backoffice.partners.name')}
            required
            maxLength={PARTNER_NAME_MAX}
            data-autofocus
            {...form.getInputProps('Name')}
          />
          <Checkbox.Group label={t('backoffice.partners.scopes')} required {...form.getInputProps('Scopes')}>
            <Stack gap="xs" mt={4}>
              {PARTNER_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={t(`backoffice.partners.scope.${scope}`)}
                  description={t(`backoffice.partners.scopeHint.${scope}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('backoffice.partners.tokenLifetime')}
              description={t('backoffice.partners.tokenHint', tokenRange)}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('TokenLifetime')}
            />
            <Select
              label={t('backoffice.partners.tokenUnit')}
              allowDeselect={false}
              data={(['minutes', 'seconds'] as const).map((unit) => ({
                value: unit,
                label: t(`backoffice.partners.unit.${unit}`),
              }))}
              {...form.getInputProps('TokenUnit')}
            />
          </SimpleGrid>
          <NumberInput
            label={t('backoffice.partners.rate')}
            description={t('backoffice.partners.rateHint', rateRange)}
            required
            min={PARTNER_RATE.min}
            max={PARTNER_RATE.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('RatePerMinute')}
          />
          <MultiSelect
            label={t('backoffice.partners.disclaimers')}
            description={
              disclaimers.isError
                ? t('backoffice.partners.disclaimersUnavailable')
                : t('backoffice.partners.disclaimersHint')
            }
            data={disclaimerData}
            searchable
            clearable
            hidePickedOptions
            {...form.getInputProps('DisclaimerCodes')}
          />
          <Checkbox
            label={t('backoffice.partners.enabled')}
            {...form.getInputProps('Enabled', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.partners.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('backoffice.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
