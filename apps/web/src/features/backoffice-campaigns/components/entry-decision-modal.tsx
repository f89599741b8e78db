import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { EntryDecision } from '@sportello/contracts/app/campaigns.values';
import type { CampaignEntry } from '@sportello/contracts/backoffice/campaigns.contract';
import { DECISION_NOTE_MAX } from '@sportello/contracts/backoffice/campaigns.values';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { decideEntryCall } from '../api/campaigns-calls';

type DecisionForm = { Note: string };
const WIRE_FIELDS = { Note: 'Note' } as const;

export interface EntryDecisionModalProps {
  entry: CampaignEntry;
  decision: EntryDecision;
  onClose: () => void;
  onDecided: (entry: CampaignEntry) => void;
}

/**
 * The confirmation of a decision on an entry: whose entry it is, that the contact is told by e-mail,
 * and an optional note that goes with it (the shared confirm dialog's note is required, so this one
 * is the area's). A registration rejected gives its place to the first of the waiting list.
 */
export function EntryDecisionModal({ entry, decision, onClose, onDecided }: EntryDecisionModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<DecisionForm>({ initialValues: { Note: '' }, validate: () => ({}) });
  const submit = form.onSubmit(async (v) => {
    try {
      onDecided(await decideEntryCall({ Id: entry.Id, Decision: decision, Note: v.Note.trim() }));
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  const names = { kind: t(`backoffice.campaigns.kind.${entry.Kind}`), company: entry.Company.Name };
  const reject = decision === 'reject';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(reject ? 'backoffice.campaigns.rejectOf' : 'backoffice.campaigns.acceptOf', names)}
      centered
      // A half-written note must not be lost to a stray click next to the dialog.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('backoffice.campaigns.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            {t('backoffice.campaigns.decisionText', {
              ...names,
              campaign: entry.Campaign.Title,
              contact: entry.ContactName,
            })}
          </Text>
          {reject && entry.Status === 'registered' && <Text>{t('backoffice.campaigns.rejectPlace')}</Text>}
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Textarea
            label={t('backoffice.campaigns.note')}
            description={t('backoffice.campaigns.noteHint')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={DECISION_NOTE_MAX}
            data-autofocus
            {...form.getInputProps('Note')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.campaigns.cancel')}
            </Button>
            <Button type="submit" color={reject ? 'red' : undefined} loading={form.submitting}>
              {t(reject ? 'backoffice.campaigns.reject' : 'backoffice.campaigns.accept')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
