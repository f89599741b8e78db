import { Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { MandateTerms } from '@sportello/contracts/iban/iban.contract';
import { SEPA_MANDATE_VERSION } from '@sportello/contracts/iban/iban.values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The SEPA Direct Debit mandate's words in the version this page was built with (the one the form
 * says was read), in a box of its own that scrolls and the keyboard reaches, with the creditor the
 * server's configuration names.
 */
export function MandateText({ terms }: { terms: MandateTerms }) {
  const { t } = useTranslation('iban');
  const titleId = useId();
  const name = terms.CreditorName;
  return (
    <Paper withBorder radius="sm" component="section" aria-labelledby={titleId}>
      {/* The scrolling box takes the focus: a keyboard user scrolls it to read the whole text. */}
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
        <Stack gap="xs" p="sm">
          <Title order={3} size="h5" id={titleId}>
            {t('iban.mandate.title')}
          </Title>
          <Text size="sm">{t('iban.mandate.creditor', { name, id: terms.CreditorId })}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t(`iban.mandate.text.${SEPA_MANDATE_VERSION}`, { name })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('iban.mandate.payment', { version: SEPA_MANDATE_VERSION })}
          </Text>
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
