import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { Checkbox, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { Settings } from '@sportello/contracts/backoffice/settings.contract';
import {
  CHAT_MESSAGES_PER_MINUTE_RANGE,
  CHAT_TYPING_NOTICES_RANGE,
  CHAT_TYPING_WINDOW_SECONDS,
  DEFAULT_CHAT_LIMITS,
  DEFAULT_POPUP_DELAY_SECONDS,
  DEFAULT_SESSION_LIFETIMES,
  POPUP_DELAY_SECONDS_RANGE,
  SESSION_ABSOLUTE_HOURS_RANGE,
  SESSION_IDLE_MINUTES_RANGE,
} from '@sportello/contracts/backoffice/settings.values';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, PortalForm } from '../../../lib/use-portal-form';

/**
 * The settings of decision 072 in the settings form (flat: one form field per input, for its
 * message): the pop-up banner's delay, the public forms' captcha, the sessions' lifetimes and the
 * chat's limits. A number field holds a string while it is being typed or left empty.
 */
export type LimitsForm = {
  PopupDelayMin: number | string;
  PopupDelayMax: number | string;
  CaptchaEnabled: boolean;
  SessionIdleMinutes: number | string;
  SessionAbsoluteHours: number | string;
  ChatMessagesPerMinute: number | string;
  ChatTypingNotices: number | string;
};

type LimitsWire = Pick<Settings, 'PopupDelay' | 'CaptchaEnabled' | 'Sessions' | 'ChatLimits'>;

export const limitsFormOf = (s: LimitsWire): LimitsForm => ({
  PopupDelayMin: s.PopupDelay.MinSeconds,
  PopupDelayMax: s.PopupDelay.MaxSeconds,
  CaptchaEnabled: s.CaptchaEnabled,
  SessionIdleMinutes: s.Sessions.IdleMinutes,
  SessionAbsoluteHours: s.Sessions.AbsoluteHours,
  ChatMessagesPerMinute: s.ChatLimits.MessagesPerMinute,
  ChatTypingNotices: s.ChatLimits.TypingNotices,
});

export const DEFAULT_LIMITS_FORM: LimitsForm = limitsFormOf({
  PopupDelay: { MinSeconds: DEFAULT_POPUP_DELAY_SECONDS.min, MaxSeconds: DEFAULT_POPUP_DELAY_SECONDS.max },
  CaptchaEnabled: true,
  Sessions: {
    IdleMinutes: DEFAULT_SESSION_LIFETIMES.idleMinutes,
    AbsoluteHours: DEFAULT_SESSION_LIFETIMES.absoluteHours,
  },
  ChatLimits: {
    MessagesPerMinute: DEFAULT_CHAT_LIMITS.messagesPerMinute,
    TypingNotices: DEFAULT_CHAT_LIMITS.typingNotices,
  },
});

/** The limits as the save sends them. */
export const limitsOfForm = (v: LimitsForm): LimitsWire => ({
  PopupDelay: { MinSeconds: Number(v.PopupDelayMin), MaxSeconds: Number(v.PopupDelayMax) },
  CaptchaEnabled: v.CaptchaEnabled,
  Sessions: { IdleMinutes: Number(v.SessionIdleMinutes), AbsoluteHours: Number(v.SessionAbsoluteHours) },
  ChatLimits: {
    MessagesPerMinute: Number(v.ChatMessagesPerMinute),
    TypingNotices: Number(v.ChatTypingNotices),
  },
});

/** The server's field paths (`PopupDelay.MaxSeconds`) as the form's fields. */
export const LIMITS_WIRE_FIELDS = {
  'PopupDelay.MinSeconds': 'PopupDelayMin',
  'PopupDelay.MaxSeconds': 'PopupDelayMax',
  CaptchaEnabled: 'CaptchaEnabled',
  'Sessions.IdleMinutes': 'SessionIdleMinutes',
  'Sessions.AbsoluteHours': 'SessionAbsoluteHours',
  'ChatLimits.MessagesPerMinute': 'ChatMessagesPerMinute',
  'ChatLimits.TypingNotices': 'ChatTypingNotices',
} as const satisfies Record<string, keyof LimitsForm>;

const NUMBER_FIELDS = [
  'PopupDelayMin',
  'PopupDelayMax',
  'SessionIdleMinutes',
  'SessionAbsoluteHours',
  'ChatMessagesPerMinute',
  'ChatTypingNotices',
] as const;

/**
 * The browser's checks: out of range, a number field brings the value back within it (on blur), so
 * what is left is an empty field and a delay whose shortest end is longer than its longest.
 */
export function limitsErrors(v: LimitsForm, message: (key: ErrorKey) => string): FieldErrors<LimitsForm> {
  const errors: FieldErrors<LimitsForm> = {};
  for (const field of NUMBER_FIELDS)
    if (String(v[field]).trim() === '') errors[field] = message('ERROR_FIELD_REQUIRED');
  if (!errors.PopupDelayMin && !errors.PopupDelayMax && Number(v.PopupDelayMin) > Number(v.PopupDelayMax))
    errors.PopupDelayMax = message('ERROR_POPUP_DELAY_RANGE');
  return errors;
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      {children}
    </Paper>
  );
}

export function LimitsSection<V extends LimitsForm>({
  form,
  editable,
}: {
  form: PortalForm<V>;
  editable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const number = (field: (typeof NUMBER_FIELDS)[number], range: { min: number; max: number }) => ({
    min: range.min,
    max: range.max,
    miw: 200,
    disabled: !editable,
    ...form.getInputProps(field),
  });
  return (
    <>
      <Section
        id="settings-popups-title"
        title={t('backoffice.settings.popups.title')}
        hint={t('backoffice.settings.popups.hint')}
      >
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('backoffice.settings.popups.min')}
            description={t('backoffice.settings.popups.rangeHint', POPUP_DELAY_SECONDS_RANGE)}
            decimalScale={1}
            step={0.5}
            {...number('PopupDelayMin', POPUP_DELAY_SECONDS_RANGE)}
          />
          <NumberInput
            label={t('backoffice.settings.popups.max')}
            description={t('backoffice.settings.popups.rangeHint', POPUP_DELAY_SECONDS_RANGE)}
            decimalScale={1}
            step={0.5}
            {...number('PopupDelayMax', POPUP_DELAY_SECONDS_RANGE)}
          />
        </Group>
      </Section>
      <Section
        id="settings-sessions-title"
        title={t('backoffice.settings.sessions.title')}
        hint={t('backoffice.settings.sessions.hint')}
      >
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('backoffice.settings.sessions.idle')}
              description={t('backoffice.settings.sessions.idleHint', SESSION_IDLE_MINUTES_RANGE)}
              allowDecimal={false}
              {...number('SessionIdleMinutes', SESSION_IDLE_MINUTES_RANGE)}
            />
            <NumberInput
              label={t('backoffice.settings.sessions.absolute')}
              description={t('backoffice.settings.sessions.absoluteHint', SESSION_ABSOLUTE_HOURS_RANGE)}
              allowDecimal={false}
              {...number('SessionAbsoluteHours', SESSION_ABSOLUTE_HOURS_RANGE)}
            />
          </Group>
          <Checkbox
            label={t('backoffice.settings.sessions.captcha')}
            description={t('backoffice.settings.sessions.captchaHint')}
            disabled={!editable}
            {...form.getInputProps('CaptchaEnabled', { type: 'checkbox' })}
          />
        </Stack>
      </Section>
      <Section
        id="settings-chat-title"
        title={t('backoffice.settings.chat.title')}
        hint={t('backoffice.settings.chat.hint')}
      >
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('backoffice.settings.chat.messagesPerMinute')}
            description={t('backoffice.settings.chat.rangeHint', CHAT_MESSAGES_PER_MINUTE_RANGE)}
            allowDecimal={false}
            {...number('ChatMessagesPerMinute', CHAT_MESSAGES_PER_MINUTE_RANGE)}
          />
          <NumberInput
            label={t('backoffice.settings.chat.typingNotices', { seconds: CHAT_TYPING_WINDOW_SECONDS })}
            description={t('backoffice.settings.chat.rangeHint', CHAT_TYPING_NOTICES_RANGE)}
            allowDecimal={false}
            {...number('ChatTypingNotices', CHAT_TYPING_NOTICES_RANGE)}
          />
        </Group>
      </Section>
    </>
  );
}
