import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A field label marked optional. In the label rather than the description: a description line would
 * push the field below its neighbour in a two-column grid. Its word is in the recovery texts, which
 * the public forms using it (recovery, support requests) load with their pages.
 */
export function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation('recovery');
  return (
    <>
      {label}{' '}
      <Text span size="xs" c="dimmed" fw={400}>
        ({t('recovery.optional')})
      </Text>
    </>
  );
}
