import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { Subscription } from '@sportello/contracts/backoffice/support-plans.contract';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { CompanyUserPicker } from '../../../components/backoffice/company-user-picker';
import { DayInput } from '../../../components/day-input';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { plansQuery, saveSubscriptionCall } from '../api/support-plans-calls';

type SubscriptionForm = {
  PlanId: string | null;
  CompanyId: string | null;
  UserId: string | null;
  StartsOn: string;
  EndsOn: string;
  Note: string;
};
type Field = keyof SubscriptionForm;
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  PlanId: 'PlanId',
  CompanyId: 'CompanyId',
  UserId: 'UserId',
  StartsOn: 'StartsOn',
  EndsOn: 'EndsOn',
  Note: 'Note',
};
const KEY_FIELDS: Partial<Record<string, Field>> = {
  ERROR_SUBSCRIPTION_USER: 'UserId',
  ERROR_DATE_RANGE_END_BEFORE_START: 'EndsOn',
};
function Body({
  sub,
  onSaved,
  onCancel,
}: {
  sub: Subscription | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const plans = useQuery(plansQuery);
  const form = usePortalForm<SubscriptionForm>({
    initialValues: {
      PlanId: sub ? String(sub.Plan.Id) : null,
      CompanyId: sub ? String(sub.Company.Id) : null,
      UserId: sub?.User?.Id ?? null,
      StartsOn: sub?.StartsOn ?? '',
      EndsOn: sub?.EndsOn ?? '',
      Note: sub?.Note ?? '',
    },
    validate: (v) => {
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const errors: Partial<Record<Field, string>> = {};
      if (!v.PlanId) errors.PlanId = required;
      if (!v.CompanyId) errors.CompanyId = required;
      if (!v.StartsOn) errors.StartsOn = required;
      if (!v.EndsOn) errors.EndsOn = required;
      else if (v.StartsOn && v.EndsOn < v.StartsOn)
        errors.EndsOn = localizeMessage(catalogue, 'ERROR_DATE_RANGE_END_BEFORE_START');
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await saveSubscriptionCall({
        Id: sub?.Id ?? 0,
        PlanId: Number(v.PlanId),
        CompanyId: Number(v.CompanyId),
        UserId: v.UserId || null,
        StartsOn: v.StartsOn,
        EndsOn: v.EndsOn,
        Note: v.Note.trim(),
      });
      onSaved();
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.failure !== undefined && form.failure !== null && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <CompanyPicker
          label={t('backoffice.subscriptions.company')}
          description={t('backoffice.subscriptions.companyHint')}
          required
          chosen={sub?.Company}
          {...form.getInputProps('CompanyId')}
          onChange={(company) => {
            // Another company's people are not this one's: the subscriber is chosen again.
            form.setFieldValue('CompanyId', company);
            form.setFieldValue('UserId', null);
          }}
        />
        <Select
          label={t('backoffice.subscriptions.plan')}
          required
          data={(plans.data ?? []).map((p) => ({ value: String(p.Id), label: p.Name }))}
          {...form.getInputProps('PlanId')}
        />
        <CompanyUserPicker
          key={form.values.CompanyId ?? 'none'}
          label={t('backoffice.subscriptions.userId')}
          description={t('backoffice.subscriptions.userIdHint')}
          companyId={form.values.CompanyId ? Number(form.values.CompanyId) : null}
          chosen={form.values.CompanyId === (sub ? String(sub.Company.Id) : null) ? sub?.User : null}
          {...form.getInputProps('UserId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DayInput
            label={t('backoffice.subscriptions.startsOn')}
            required
            {...form.getInputProps('StartsOn')}
          />
          <DayInput label={t('backoffice.subscriptions.endsOn')} required {...form.getInputProps('EndsOn')} />
        </SimpleGrid>
        <Textarea
          label={t('backoffice.subscriptions.note')}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('Note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('backoffice.plans.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('backoffice.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SubscriptionModal({
  opened,
  sub,
  onSaved,
  onClose,
}: {
  opened: boolean;
  sub: Subscription | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sub ? t('backoffice.subscriptions.editTitle') : t('backoffice.subscriptions.newTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('backoffice.plans.cancel') }}
    >
      {opened && <Body key={sub?.Id ?? 0} sub={sub} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
