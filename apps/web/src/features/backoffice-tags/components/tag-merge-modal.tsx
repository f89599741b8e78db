import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Tag } from '@sportello/contracts/backoffice/tags.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagSelect } from '../../../components/backoffice/tag-select';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { mergeTagsCall } from '../api/tags-calls';

/** Merges `source` into a tag the user picks: its companies and communications get that one instead. */
export function TagMergeModal({
  source,
  onClose,
  onMerged,
}: {
  source: Tag;
  onClose: () => void;
  onMerged: (target: Tag) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const [target, setTarget] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [pending, setPending] = useState(false);
  const merge = async () => {
    if (target === null) {
      setFieldError(t('backoffice.tags.targetRequired'));
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      onMerged(await mergeTagsCall(source.Id, target));
    } catch (error) {
      // A refusal about the target (merged into itself, or deleted meanwhile) is the field's.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 403)
        setFieldError(apiErrorText(catalogue, error));
      else setFailure(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('backoffice.tags.mergeTitle', { name: source.Name })}>
      <Stack gap="sm">
        <Text size="sm">
          {t('backoffice.tags.mergeHint', { name: source.Name, count: source.Companies })}
        </Text>
        {failure !== undefined && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, failure)}
          </Alert>
        )}
        <TagSelect
          label={t('backoffice.tags.mergeTarget')}
          value={target}
          onChange={(id) => {
            setTarget(id);
            setFieldError(undefined);
          }}
          exclude={[source.Id]}
          error={fieldError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('backoffice.tags.cancel')}
          </Button>
          <Button color="orange" onClick={() => void merge()} loading={pending}>
            {t('backoffice.tags.merge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
