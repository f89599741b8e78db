import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Plan } from '@sportello/contracts/backoffice/support-plans.contract';
import { localizeMessage } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { savePlanCall } from '../api/support-plans-calls';

type PlanForm = {
  Code: string;
  Name: string;
  FirstResponseHours: number | string;
  FirstResponseMins: number | string;
  ResolutionHours: number | string;
  ResolutionMins: number | string;
  Premium: boolean;
};
type Field = keyof PlanForm;

const WIRE_FIELDS: Partial<Record<string, Field>> = {
  Code: 'Code',
  Name: 'Name',
  FirstResponseMinutes: 'FirstResponseHours',
  ResolutionMinutes: 'ResolutionHours',
  Premium: 'Premium',
};
const KEY_FIELDS: Partial<Record<string, Field>> = { ERROR_PLAN_CODE_EXISTS: 'Code' };

const num = (v: number | string) => (typeof v === 'number' ? v : Number(v) || 0);
const minutesOf = (h: number | string, m: number | string) => num(h) * 60 + num(m);

function formOf(plan: Plan | null): PlanForm {
  return {
    Code: plan?.Code ?? '',
    Name: plan?.Name ?? '',
    FirstResponseHours: Math.floor((plan?.FirstResponseMinutes ?? 480) / 60),
    FirstResponseMins: (plan?.FirstResponseMinutes ?? 480) % 60,
    ResolutionHours: Math.floor((plan?.ResolutionMinutes ?? 2400) / 60),
    ResolutionMins: (plan?.ResolutionMinutes ?? 2400) % 60,
    Premium: plan?.Premium ?? false,
  };
}

/** Create or edit a support plan; the targets are business hours and minutes. */
function PlanFormBody({
  plan,
  onSaved,
  onCancel,
}: {
  plan: Plan | null;
  onSaved: (p: Plan) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<PlanForm>({
    initialValues: formOf(plan),
    validate: (v) => {
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const errors: Partial<Record<Field, string>> = {};
      if (!v.Code.trim()) errors.Code = required;
      if (!v.Name.trim()) errors.Name = required;
      if (minutesOf(v.FirstResponseHours, v.FirstResponseMins) < 1)
        errors.FirstResponseHours = localizeMessage(catalogue, 'ERROR_NUMBER_OUT_OF_RANGE');
      if (
        minutesOf(v.ResolutionHours, v.ResolutionMins) < minutesOf(v.FirstResponseHours, v.FirstResponseMins)
      )
        errors.ResolutionHours = localizeMessage(catalogue, 'ERROR_NUMBER_OUT_OF_RANGE');
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(
        await savePlanCall({
          Id: plan?.Id ?? 0,
          Code: v.Code.trim(),
          Name: v.Name.trim(),
          FirstResponseMinutes: minutesOf(v.FirstResponseHours, v.FirstResponseMins),
          ResolutionMinutes: minutesOf(v.ResolutionHours, v.ResolutionMins),
          Premium: v.Premium,
        }),
      );
    } catch (error) {
      const mapped = serverFieldErrors(catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      if (mapped) form.showServerErrors(mapped);
      else form.fail(error);
    }
  });
  const target = (label: string, hours: Field, mins: Field) => (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={t('backoffice.plans.hours')}
          min={0}
          max={8760}
          allowDecimal={false}
          {...form.getInputProps(hours)}
        />
        <NumberInput
          label={t('backoffice.plans.minutes')}
          min={0}
          max={59}
          allowDecimal={false}
          {...form.getInputProps(mins)}
        />
      </SimpleGrid>
    </Stack>
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.failure !== undefined && form.failure !== null && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('backoffice.plans.code')}
            required
            maxLength={32}
            {...form.getInputProps('Code')}
          />
          <TextInput
            label={t('backoffice.plans.name')}
            required
            maxLength={80}
            {...form.getInputProps('Name')}
          />
        </SimpleGrid>
        {target(t('backoffice.plans.firstResponse'), 'FirstResponseHours', 'FirstResponseMins')}
        {target(t('backoffice.plans.resolution'), 'ResolutionHours', 'ResolutionMins')}
        <Text size="xs" c="dimmed">
          {t('backoffice.plans.businessTimeHint')}
        </Text>
        <Checkbox
          label={t('backoffice.plans.premiumHint')}
          {...form.getInputProps('Premium', { type: 'checkbox' })}
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

export function PlanModal({
  opened,
  plan,
  onSaved,
  onClose,
}: {
  opened: boolean;
  plan: Plan | null;
  onSaved: (p: Plan) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={plan ? t('backoffice.plans.editTitle', { name: plan.Name }) : t('backoffice.plans.newTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('backoffice.plans.cancel') }}
    >
      {opened && <PlanFormBody key={plan?.Id ?? 0} plan={plan} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
