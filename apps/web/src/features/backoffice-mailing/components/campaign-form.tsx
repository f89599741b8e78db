import '@mantine/core/styles/NumberInput.layer.css';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CampaignSummary } from '@sportello/contracts/backoffice/mailing.contract';
import {
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_RATE_DEFAULT,
  CAMPAIGN_RATE_MAX,
  CAMPAIGN_RATE_MIN,
} from '@sportello/contracts/backoffice/mailing.values';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type PortalForm, usePortalForm } from '../../../lib/use-portal-form';
import {
  audienceOptionsQuery,
  campaignTemplatesQuery,
  MAILING_KEY,
  saveCampaignCall,
} from '../api/mailing-calls';

export type CampaignForm = {
  Name: string;
  /** The ids as the pickers hold them ('' for none chosen). */
  TemplateId: string;
  AudienceId: string;
  RatePerSecond: number | string;
};

const KEY_FIELDS = { ERROR_CAMPAIGN_TEMPLATE: 'TemplateId' } as const;
const WIRE_FIELDS = {
  Name: 'Name',
  TemplateId: 'TemplateId',
  AudienceId: 'AudienceId',
  RatePerSecond: 'RatePerSecond',
} as const;

const formOf = (c: CampaignSummary | undefined): CampaignForm => ({
  Name: c?.Name ?? '',
  TemplateId: c ? String(c.TemplateId) : '',
  AudienceId: c ? String(c.AudienceId) : '',
  RatePerSecond: c?.RatePerSecond ?? CAMPAIGN_RATE_DEFAULT,
});

/** The campaign's form, checked in the browser as the contract checks it on the server. */
export function useCampaignForm(saved: CampaignSummary | undefined) {
  const { t } = useTranslation('backoffice');
  return usePortalForm<CampaignForm>({
    initialValues: formOf(saved),
    validate: (v) => {
      const rate = Number(v.RatePerSecond);
      return {
        ...(v.Name.trim() === '' && { Name: t('backoffice.mailing.required') }),
        ...(v.TemplateId === '' && { TemplateId: t('backoffice.mailing.required') }),
        ...(v.AudienceId === '' && { AudienceId: t('backoffice.mailing.required') }),
        ...((v.RatePerSecond === '' ||
          !Number.isInteger(rate) ||
          rate < CAMPAIGN_RATE_MIN ||
          rate > CAMPAIGN_RATE_MAX) && {
          RatePerSecond: t('backoffice.mailing.rateRange', {
            min: CAMPAIGN_RATE_MIN,
            max: CAMPAIGN_RATE_MAX,
          }),
        }),
      };
    },
  });
}

/** A picker's choices, with the one saved even when it is not among the first hundred. */
const optionsOf = (
  items: { Id: number; Name: string }[] | undefined,
  saved?: { Id: number; Name: string },
) => {
  const options = (items ?? []).map((i) => ({ value: String(i.Id), label: i.Name }));
  return saved && !options.some((o) => o.value === String(saved.Id))
    ? [{ value: String(saved.Id), label: saved.Name }, ...options]
    : options;
};

export interface CampaignFieldsProps {
  form: PortalForm<CampaignForm>;
  saved: CampaignSummary | undefined;
  /** Whether the fields may be changed and saved (by role, and where the campaign stands). */
  editable: boolean;
}

/**
 * What a campaign sends, to whom and how fast: its name, a campaign template, an audience and the
 * pace in mails per second. The server's refusals go next to their fields.
 */
export function CampaignFields({ form, saved, editable }: CampaignFieldsProps) {
  const { t, i18n } = useTranslation('backoffice');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const templates = useQuery({ ...campaignTemplatesQuery, enabled: editable });
  const audiences = useQuery({ ...audienceOptionsQuery, enabled: editable });
  const disabled = !editable || form.submitting;

  const submit = form.onSubmit(async (v) => {
    try {
      const result = await saveCampaignCall({
        Id: saved?.Id ?? 0,
        Name: v.Name,
        TemplateId: Number(v.TemplateId),
        AudienceId: Number(v.AudienceId),
        RatePerSecond: Number(v.RatePerSecond),
      });
      notifications.show({ color: 'green', message: t('backoffice.mailing.campaignSaved') });
      form.resetDirty(form.getValues());
      await queryClient.invalidateQueries({ queryKey: MAILING_KEY });
      if (!saved) navigate(routePath(paths.backoffice.campaign, { id: result.Id }), { replace: true });
    } catch (error) {
      showServerRefusal(form, errorCatalogueOf(i18n), error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={900}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('backoffice.mailing.name')}
            required
            maxLength={CAMPAIGN_NAME_MAX}
            {...form.getInputProps('Name')}
            disabled={disabled}
          />
          <Select
            label={t('backoffice.mailing.template')}
            description={t('backoffice.mailing.templateHint')}
            required
            searchable
            nothingFoundMessage={t('backoffice.mailing.noTemplates')}
            data={optionsOf(
              templates.data?.Items,
              saved && { Id: saved.TemplateId, Name: saved.TemplateName },
            )}
            {...form.getInputProps('TemplateId')}
            value={form.values.TemplateId || null}
            onChange={(v) => form.setFieldValue('TemplateId', v ?? '')}
            disabled={disabled}
          />
          <Select
            label={t('backoffice.mailing.audience')}
            required
            searchable
            nothingFoundMessage={t('backoffice.mailing.noAudiences')}
            data={optionsOf(
              audiences.data?.Items,
              saved && { Id: saved.AudienceId, Name: saved.AudienceName },
            )}
            {...form.getInputProps('AudienceId')}
            value={form.values.AudienceId || null}
            onChange={(v) => form.setFieldValue('AudienceId', v ?? '')}
            disabled={disabled}
          />
          <NumberInput
            label={t('backoffice.mailing.rate')}
            description={t('backoffice.mailing.rateHint')}
            min={CAMPAIGN_RATE_MIN}
            max={CAMPAIGN_RATE_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('RatePerSecond')}
            disabled={disabled}
          />
        </SimpleGrid>
        <ErrorAlert error={form.failure} />
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('backoffice.mailing.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
