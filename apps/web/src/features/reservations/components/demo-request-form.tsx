import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPOINTMENT_NOTES_MAX } from '@sportello/contracts/reservations/reservations.values';
import { checkPhone } from '@sportello/contracts/rules/patterns';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { isProduct, useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { ruleErrorText } from '../../../lib/rule-error-text';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { myTestRequestsQuery, requestTestCall } from '../api/reservations-calls';
import { todayInRome } from '../hooks/rome-days';

/** The form's fields under their wire names: the server's refusals name them so. */
type DemoForm = {
  Product: string | null;
  PreferredDate: string;
  PreferredTime: string;
  Phone: string;
  Notes: string;
};

const EMPTY: DemoForm = { Product: null, PreferredDate: '', PreferredTime: '', Phone: '', Notes: '' };

const WIRE_FIELDS = {
  Product: 'Product',
  PreferredDate: 'PreferredDate',
  PreferredTime: 'PreferredTime',
  Phone: 'Phone',
  Notes: 'Notes',
} as const;
/** Refusals about one field that the server may give as the whole answer's key. */
const KEY_FIELDS = {
  ERROR_BAD_PHONE: 'Phone',
  // One open request per product: another product may still be asked for.
  ERROR_TEST_REQUEST_OPEN: 'Product',
} as const;

const PREFERRED_TIME_MAX = 200;
const PHONE_MAX = 32;

/**
 * The spec's test appointment: the customer names a product, and when and how to reach them; the
 * vendor's operators confirm it into an appointment or decline it. Browser checks are the
 * contract's; the server's refusals go next to their fields, in the user's language.
 */
export function DemoRequestForm({ sessionKey }: { sessionKey: string }) {
  const { t, i18n } = useTranslation('reservations');
  const catalogue = errorCatalogueOf(i18n);
  const productLabel = useProductLabel();
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = usePortalForm<DemoForm>({
    initialValues: EMPTY,
    validate: (v) => {
      const errors: FieldErrors<DemoForm> = {};
      if (v.Product === null) errors.Product = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      // The contract asks for a number the vendor can dial (strict), when one is given.
      const phone = checkPhone(v.Phone, { strict: true, required: false });
      if (!phone.ok) errors.Phone = ruleErrorText(catalogue, phone);
      return errors;
    },
  });

  const submit = form.onSubmit(async (v) => {
    if (v.Product === null || !isProduct(v.Product)) return;
    try {
      await requestTestCall({
        Product: v.Product,
        PreferredDate: v.PreferredDate || null,
        PreferredTime: v.PreferredTime.trim(),
        Phone: v.Phone.trim(),
        Notes: v.Notes.trim(),
      });
      notifications.show({ color: 'green', message: t('reservations.demo.sent') });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: myTestRequestsQuery(sessionKey).queryKey });
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('reservations.demo.title')}
          </Title>
          <Text size="sm">{t('reservations.demo.intro')}</Text>
          <Select
            label={t('reservations.demo.product')}
            placeholder={t('reservations.demo.productPlaceholder')}
            required
            data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
            {...form.getInputProps('Product')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DayInput
              label={t('reservations.demo.preferredDate')}
              minDate={todayInRome()}
              clearable
              {...form.getInputProps('PreferredDate')}
            />
            <TextInput
              label={t('reservations.demo.preferredTime')}
              description={t('reservations.demo.preferredTimeHint')}
              // Under the field: a line above it would push it below the day beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              maxLength={PREFERRED_TIME_MAX}
              {...form.getInputProps('PreferredTime')}
            />
          </SimpleGrid>
          <TextInput
            label={t('reservations.demo.phone')}
            description={t('reservations.demo.phoneHint')}
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            {...form.getInputProps('Phone')}
          />
          <Textarea
            label={t('reservations.demo.notes')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={APPOINTMENT_NOTES_MAX}
            {...form.getInputProps('Notes')}
          />
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('reservations.demo.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
