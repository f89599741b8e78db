import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import {
  ACTIVITY_BODY_MAX,
  ACTIVITY_KINDS,
  ACTIVITY_OUTCOMES,
  ACTIVITY_SUBJECT_MAX,
  type ActivityKind,
  NEXT_ACTION_MAX,
} from '@sportello/contracts/backoffice/crm.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { type CrmOwner, saveActivityCall } from '../api/crm-calls';
import {
  type ActivityForm,
  activityErrors,
  formOf,
  inputOf,
  isActivityKind,
  isOutcome,
} from '../hooks/activity-form';

/** The contract's fields are the form's, by the same names. */
const WIRE_FIELDS = {
  Kind: 'Kind',
  Subject: 'Subject',
  Body: 'Body',
  Outcome: 'Outcome',
  At: 'At',
  NextAction: 'NextAction',
  NextDueAt: 'NextDueAt',
  NextOwnerId: 'NextOwnerId',
} as const;

export interface ActivityFormModalProps {
  companyId: number;
  /** The recorded activity to change; null for a new one of `kind`. */
  activity: TimelineItem | null;
  kind: ActivityKind;
  owners: CrmOwner[];
  onClose: () => void;
  onSaved: (saved: TimelineItem) => void;
}

/**
 * A call, e-mail, visit or note to record or change: every field of the contract's ActivityInput,
 * times in Europe/Rome; a new one happened now and its next action is the user's, unless changed. The
 * browser's and the server's refusals go next to their fields.
 */
export function ActivityFormModal({
  companyId,
  activity,
  kind,
  owners,
  onClose,
  onSaved,
}: ActivityFormModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const me = owners.find((o) => o.Me)?.Id ?? '';
  const form = usePortalForm<ActivityForm>({
    initialValues: formOf(activity, kind, me),
    validate: (v) => activityErrors(v, (key) => localizeMessage(catalogue, key)),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(await saveActivityCall(inputOf(companyId, activity?.ActivityId ?? 0, v)));
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  // On a phone the form takes the whole screen.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const hasNext = form.values.NextAction.trim() !== '';

  return (
    <Modal
      opened
      onClose={onClose}
      title={activity ? t('backoffice.crm.editTitle') : t(`backoffice.crm.new.${form.values.Kind}`)}
      size="lg"
      fullScreen={phone}
      // A half-written note must not be lost to a stray click next to the dialog.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('backoffice.crm.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('backoffice.crm.kind')}
              required
              allowDeselect={false}
              data={ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`backoffice.crm.kind.${k}`) }))}
              {...form.getInputProps('Kind')}
              onChange={(value) => value && isActivityKind(value) && form.setFieldValue('Kind', value)}
            />
            <DayInput
              withTime
              label={t('backoffice.crm.at')}
              description={t('backoffice.crm.atHint')}
              required
              {...form.getInputProps('At')}
            />
          </SimpleGrid>
          <TextInput
            label={t('backoffice.crm.subject')}
            required
            maxLength={ACTIVITY_SUBJECT_MAX}
            data-autofocus
            {...form.getInputProps('Subject')}
          />
          <Textarea
            label={t('backoffice.crm.body')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={ACTIVITY_BODY_MAX}
            {...form.getInputProps('Body')}
          />
          <Select
            label={t('backoffice.crm.outcome')}
            placeholder={t('backoffice.crm.outcomeNone')}
            clearable
            data={ACTIVITY_OUTCOMES.filter((o) => o !== '').map((o) => ({
              value: o,
              label: t(`backoffice.crm.outcome.${o}`),
            }))}
            {...form.getInputProps('Outcome')}
            // The form holds '' for no outcome, the picker null.
            value={form.values.Outcome || null}
            onChange={(value) => form.setFieldValue('Outcome', value && isOutcome(value) ? value : '')}
          />
          <TextInput
            label={t('backoffice.crm.nextAction')}
            description={t('backoffice.crm.nextActionHint')}
            maxLength={NEXT_ACTION_MAX}
            {...form.getInputProps('NextAction')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DayInput
              withTime
              label={t('backoffice.crm.nextDueAt')}
              required={hasNext}
              clearable
              {...form.getInputProps('NextDueAt')}
            />
            <Select
              label={t('backoffice.crm.nextOwner')}
              data={owners.map((o) => ({ value: o.Id, label: o.Name }))}
              {...form.getInputProps('NextOwnerId')}
              value={form.values.NextOwnerId || null}
              onChange={(value) => form.setFieldValue('NextOwnerId', value ?? '')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.crm.cancel')}
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
