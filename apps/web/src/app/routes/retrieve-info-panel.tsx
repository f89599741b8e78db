import '@mantine/core/styles/Radio.layer.css';
import { Anchor, Divider, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FindUserNameForm } from '../../features/recovery/components/find-user-name-form';
import { SecureCodeModal } from '../../features/recovery/components/secure-code-modal';
import { useModeParam } from '../../features/recovery/hooks/use-mode-param';
import { SupportRequestForm } from '../../features/support-requests/components/support-request-form';
import {
  isSupportMode,
  parseRetrieveMode,
  RETRIEVE_MODES,
  type SupportMode,
  type SupportPrefill,
} from '../../lib/retrieve-mode';

/**
 * The retrieve-info page's content (spec §2): the four modes of docs/secure-codes.md, picked by
 * `?mode=` (so that links and the secure-code outcomes can open one directly), with nothing picked
 * when the visitor only asked for help. The secure-code request opens from here. Two features meet
 * here: recovery (mode 1, the secure-code request) and support requests (modes 2 to 4, also where a
 * secure-code outcome offers to write to support). `showErrors` is the portal's page-error setting.
 */
export function RetrieveInfoPanel({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation('recovery');
  const [searchParams] = useSearchParams();
  const [mode, selectMode] = useModeParam(parseRetrieveMode);
  const vat = searchParams.get('vat')?.trim() ?? '';
  const [secureCodeOpen, setSecureCodeOpen] = useState(false);
  // What the secure-code request already knows; the counter remounts the form with it.
  const [prefill, setPrefill] = useState<{ values: SupportPrefill; version: number }>({
    values: {},
    version: 0,
  });

  const writeSupport = (next: SupportMode, values: SupportPrefill) => {
    setPrefill((current) => ({ values, version: current.version + 1 }));
    setSecureCodeOpen(false);
    selectMode(next);
  };

  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('recovery.retrieve.modeLabel')}
        value={mode === undefined ? null : String(mode)}
        onChange={(value) => {
          const next = parseRetrieveMode(value);
          if (next !== undefined) selectMode(next);
        }}
      >
        <Stack gap="sm" mt="xs">
          {RETRIEVE_MODES.map((value) => (
            <Radio key={value} value={String(value)} label={t(`recovery.retrieve.mode.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {mode === undefined && (
        <Text size="sm" c="dimmed">
          {t('recovery.retrieve.chooseMode')}
        </Text>
      )}
      {mode === 1 && <FindUserNameForm showErrors={showErrors} onOfferSupport={() => selectMode(2)} />}
      {isSupportMode(mode) && (
        <SupportRequestForm
          key={`${mode}-${prefill.version}`}
          mode={mode}
          prefill={{ vatCode: vat, ...prefill.values }}
        />
      )}
      <Divider />
      <Text size="sm">
        {t('recovery.retrieve.noUserCode')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => setSecureCodeOpen(true)}>
          {t('recovery.retrieve.askSecureCode')}
        </Anchor>
      </Text>
      <SecureCodeModal
        opened={secureCodeOpen}
        onClose={() => setSecureCodeOpen(false)}
        onWriteSupport={writeSupport}
      />
    </Stack>
  );
}
