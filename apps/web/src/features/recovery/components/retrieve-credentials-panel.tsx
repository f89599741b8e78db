import '@mantine/core/styles/Radio.layer.css';
import { Anchor, Divider, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CREDENTIALS_MODES, parseCredentialsMode } from '../hooks/credentials-mode';
import { useModeParam } from '../hooks/use-mode-param';
import { FindUserNameForm } from './find-user-name-form';
import { ResetPasswordFlow } from './reset-password-flow';

export interface RetrieveCredentialsPanelProps {
  /** The portal's page-error setting (spec §8). */
  showErrors: boolean;
  /** The password was reset: the server ended every session of that user. */
  onPasswordReset?: () => void;
}

/**
 * The retrieve-credentials page's content (spec §2): "ask user name" e-mails the user names of an
 * address, "reset password" is the reset flow; `?mode=` picks one (`username`, `password`), `?user=`
 * opens the reset at its code step, as on the reset page. A failed user-name request offers the
 * retrieve-info page's support request (mode 2).
 */
export function RetrieveCredentialsPanel({ showErrors, onPasswordReset }: RetrieveCredentialsPanelProps) {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [mode, selectMode] = useModeParam(parseCredentialsMode);
  const user = searchParams.get('user')?.trim() || undefined;

  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('recovery.credentials.modeLabel')}
        value={mode ?? null}
        onChange={(value) => {
          const next = parseCredentialsMode(value);
          if (next !== undefined) selectMode(next);
        }}
      >
        <Stack gap="sm" mt="xs">
          {CREDENTIALS_MODES.map((value) => (
            <Radio key={value} value={value} label={t(`recovery.credentials.mode.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {mode === undefined && (
        <Text size="sm" c="dimmed">
          {t('recovery.credentials.chooseMode')}
        </Text>
      )}
      {mode === 'username' && (
        <FindUserNameForm
          showErrors={showErrors}
          onOfferSupport={() => void navigate(`${paths.retrieveInfo}?mode=2`)}
        />
      )}
      {mode === 'password' && (
        <ResetPasswordFlow initialUserName={user} showErrors={showErrors} onPasswordReset={onPasswordReset} />
      )}
      <Divider />
      <Anchor component={Link} to={paths.retrieveInfo} size="sm">
        {t('recovery.credentials.otherHelp')}
      </Anchor>
    </Stack>
  );
}
