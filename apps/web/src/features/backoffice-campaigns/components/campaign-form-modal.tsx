import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CAMPAIGN_TYPES, type CampaignType } from '@sportello/contracts/app/campaigns.values';
import type { Campaign } from '@sportello/contracts/backoffice/campaigns.contract';
import {
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_PLACE_MAX,
  CAMPAIGN_TITLE_MAX,
  CAPACITY_MAX,
} from '@sportello/contracts/backoffice/campaigns.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TagMultiSelect } from '../../../components/backoffice/tag-select';
import { DayInput } from '../../../components/day-input';
import {
  isProduct,
  useCompanyTypeLabel,
  useCompanyTypeOptions,
  useProductLabel,
} from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { saveCampaignCall } from '../api/campaigns-calls';

/** DayInput speaks local time without a zone (`YYYY-MM-DD HH:mm:ss`); the wire speaks ISO with one. */
const LOCAL_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toLocalInput = (iso: string | null | undefined) => (iso ? dayjs(iso).format(LOCAL_FORMAT) : '');
/** The instant of a field's value; undefined when it holds none. */
const instantOf = (local: string) => {
  const at = local ? dayjs(local, LOCAL_FORMAT) : undefined;
  return at?.isValid() ? at.toISOString() : undefined;
};

type CampaignForm = {
  Type: CampaignType;
  Title: string;
  Description: string;
  StartsAt: string;
  EndsAt: string;
  EventAt: string;
  Place: string;
  /** Empty: unlimited. */
  Capacity: number | string;
  Products: string[];
  /** Company types and tag ids as text, the pickers' values. */
  CompanyTypes: string[];
  TagIds: string[];
  Enabled: boolean;
};

const WIRE_FIELDS = {
  Type: 'Type',
  Title: 'Title',
  Description: 'Description',
  StartsAt: 'StartsAt',
  EndsAt: 'EndsAt',
  EventAt: 'EventAt',
  Place: 'Place',
  Capacity: 'Capacity',
  Products: 'Products',
  CompanyTypes: 'CompanyTypes',
  TagIds: 'TagIds',
  Enabled: 'Enabled',
} as const;
const KEY_FIELDS = { ERROR_DATE_RANGE_END_BEFORE_START: 'EndsAt', ERROR_CAMPAIGN_TAG: 'TagIds' } as const;

const formOf = (c: Campaign | null): CampaignForm => ({
  Type: c?.Type ?? 'tutor',
  Title: c?.Title ?? '',
  Description: c?.Description ?? '',
  StartsAt: toLocalInput(c?.StartsAt),
  EndsAt: toLocalInput(c?.EndsAt),
  EventAt: toLocalInput(c?.EventAt),
  Place: c?.Place ?? '',
  Capacity: c?.Capacity ?? '',
  Products: c?.Products ?? [],
  CompanyTypes: (c?.CompanyTypes ?? []).map(String),
  TagIds: (c?.TagIds ?? []).map(String),
  Enabled: c?.Enabled ?? true,
});

export interface CampaignFormModalProps {
  /** The campaign to change; null for a new one. */
  campaign: Campaign | null;
  /** A look without saving: the user may not change campaigns. */
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: Campaign) => void;
}

/**
 * A campaign to create or change: its type, texts, when it takes entries, the event's day, place and
 * places (talks), and whom it is open to; the server's refusals go next to their fields. A campaign
 * with entries keeps its type (the server refuses to change it).
 */
export function CampaignFormModal({ campaign, readOnly, onClose, onSaved }: CampaignFormModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const productLabel = useProductLabel();
  const companyTypeLabel = useCompanyTypeLabel();
  const named = useCompanyTypeOptions();
  const form = usePortalForm<CampaignForm>({
    initialValues: formOf(campaign),
    validate: (v) => {
      const message = (key: string) => localizeMessage(catalogue, key);
      const errors: FieldErrors<CampaignForm> = {};
      const starts = instantOf(v.StartsAt);
      const ends = instantOf(v.EndsAt);
      if (v.Title.trim() === '') errors.Title = message('ERROR_FIELD_REQUIRED');
      if (!starts) errors.StartsAt = message(v.StartsAt ? 'ERROR_DATE_INVALID' : 'ERROR_FIELD_REQUIRED');
      if (!ends) errors.EndsAt = message(v.EndsAt ? 'ERROR_DATE_INVALID' : 'ERROR_FIELD_REQUIRED');
      else if (starts && Date.parse(ends) <= Date.parse(starts))
        errors.EndsAt = message('ERROR_DATE_RANGE_END_BEFORE_START');
      if (v.Type === 'talks') {
        if (!instantOf(v.EventAt))
          errors.EventAt = message(v.EventAt ? 'ERROR_DATE_INVALID' : 'ERROR_FIELD_REQUIRED');
        const capacity = Number(v.Capacity);
        if (v.Capacity !== '' && !(Number.isInteger(capacity) && capacity >= 1 && capacity <= CAPACITY_MAX))
          errors.Capacity = message(`ERROR_NUMBER_OUT_OF_RANGE 1-${CAPACITY_MAX}`);
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (v) => {
    const talks = v.Type === 'talks';
    try {
      onSaved(
        await saveCampaignCall({
          Id: campaign?.Id ?? 0,
          Type: v.Type,
          Title: v.Title.trim(),
          Description: v.Description.trim(),
          // Checked before sending: both hold an instant here.
          StartsAt: instantOf(v.StartsAt) ?? '',
          EndsAt: instantOf(v.EndsAt) ?? '',
          EventAt: talks ? (instantOf(v.EventAt) ?? null) : null,
          Place: v.Place.trim(),
          Capacity: talks && v.Capacity !== '' ? Number(v.Capacity) : null,
          Products: v.Products.filter(isProduct),
          CompanyTypes: v.CompanyTypes.map(Number),
          TagIds: v.TagIds.map(Number),
          Enabled: v.Enabled,
        }),
      );
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  // A type the campaign was saved with but the portal does not name stays offered (and chosen).
  const companyTypes = [
    ...named,
    ...form.values.CompanyTypes.filter((v) => !named.some((n) => n.value === v)).map((v) => ({
      value: v,
      label: companyTypeLabel(v),
    })),
  ];
  const talks = form.values.Type === 'talks';
  const typeKept = (campaign?.Entries ?? 0) > 0;
  // On a phone the form takes the whole screen.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        campaign
          ? t('backoffice.campaigns.editTitle', { title: campaign.Title })
          : t('backoffice.campaigns.new')
      }
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('backoffice.campaigns.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('backoffice.campaigns.type')}
                  required
                  allowDeselect={false}
                  data={CAMPAIGN_TYPES.map((type) => ({
                    value: type,
                    label: t(`backoffice.campaigns.type.${type}`),
                  }))}
                  description={typeKept ? t('backoffice.campaigns.typeKept') : undefined}
                  disabled={readOnly || typeKept}
                  {...form.getInputProps('Type')}
                />
                <TextInput
                  label={t('backoffice.campaigns.title')}
                  required
                  maxLength={CAMPAIGN_TITLE_MAX}
                  data-autofocus
                  {...form.getInputProps('Title')}
                />
              </SimpleGrid>
              <Textarea
                label={t('backoffice.campaigns.description')}
                description={t('backoffice.campaigns.descriptionHint')}
                autosize
                minRows={3}
                maxRows={10}
                maxLength={CAMPAIGN_DESCRIPTION_MAX}
                {...form.getInputProps('Description')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DayInput
                  withTime
                  label={t('backoffice.campaigns.startsAt')}
                  required
                  {...form.getInputProps('StartsAt')}
                />
                <DayInput
                  withTime
                  label={t('backoffice.campaigns.endsAt')}
                  description={t('backoffice.campaigns.endsAtHint')}
                  required
                  minDate={form.values.StartsAt ? form.values.StartsAt.slice(0, 10) : undefined}
                  {...form.getInputProps('EndsAt')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: talks ? 3 : 1 }} spacing="sm">
                {talks && (
                  <DayInput
                    withTime
                    label={t('backoffice.campaigns.eventAt')}
                    required
                    {...form.getInputProps('EventAt')}
                  />
                )}
                <TextInput
                  label={t('backoffice.campaigns.place')}
                  description={t('backoffice.campaigns.placeHint')}
                  maxLength={CAMPAIGN_PLACE_MAX}
                  {...form.getInputProps('Place')}
                />
                {talks && (
                  <NumberInput
                    label={t('backoffice.campaigns.capacity')}
                    description={t('backoffice.campaigns.capacityHint')}
                    min={1}
                    max={CAPACITY_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps('Capacity')}
                  />
                )}
              </SimpleGrid>
              <Fieldset legend={t('backoffice.campaigns.eligibility')}>
                <Text size="sm" c="dimmed" mb="xs">
                  {t('backoffice.campaigns.eligibilityHint')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <MultiSelect
                    label={t('backoffice.campaigns.products')}
                    placeholder={form.values.Products.length ? undefined : t('backoffice.campaigns.any')}
                    data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
                    {...form.getInputProps('Products')}
                  />
                  <MultiSelect
                    label={t('backoffice.campaigns.companyTypes')}
                    placeholder={form.values.CompanyTypes.length ? undefined : t('backoffice.campaigns.any')}
                    data={companyTypes}
                    {...form.getInputProps('CompanyTypes')}
                  />
                  <TagMultiSelect
                    label={t('backoffice.campaigns.tags')}
                    placeholder={form.values.TagIds.length ? undefined : t('backoffice.campaigns.any')}
                    {...form.getInputProps('TagIds')}
                  />
                </SimpleGrid>
              </Fieldset>
              <Switch
                label={t('backoffice.campaigns.enabled')}
                description={t('backoffice.campaigns.enabledHint')}
                {...form.getInputProps('Enabled', { type: 'checkbox' })}
              />
            </Stack>
          </fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.campaigns.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.edit.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
