import { Alert, Input, Loader, Text } from '@mantine/core';
import type { getCaptchaSettings } from '@sportello/contracts/auth/captcha.contract';
import { CAPTCHA_ROUTES } from '@sportello/contracts/auth/captcha.routes';
import { useQuery } from '@tanstack/react-query';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../lib/api-client';

const CHALLENGE_URL = '/api/auth/captcha/challenge';

export const captchaSettingsQuery = {
  queryKey: ['captcha-settings'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<typeof getCaptchaSettings>(CAPTCHA_ROUTES.getCaptchaSettings, {
      signal,
      keepOnNavigation: true,
    }),
  staleTime: Number.POSITIVE_INFINITY,
};

/** Whether forms must carry a solved captcha (true until the portal has said otherwise). */
export function useCaptchaRequired(): boolean {
  const { data } = useQuery(captchaSettingsQuery);
  return data?.Mode !== 'off';
}

/**
 * Where a captcha is: not solved (never ticked, failed, expired), being solved by the browser (which
 * takes seconds), being solved with a submission waiting for it, or solved.
 */
export type CaptchaProgress = 'unsolved' | 'verifying' | 'waiting' | 'solved';

/**
 * The captcha of a portal form whose `captcha` value holds the solved payload: whether it is required,
 * `round`, the `key` of its `CaptchaField`, and its progress (`onProgressChange` goes to the field).
 * A solved challenge works once: `renew()` after each submission empties the value and gives a fresh
 * widget.
 */
export function useFormCaptcha(form: { setFieldValue: (field: 'captcha', value: string) => void }) {
  const required = useCaptchaRequired();
  const [round, setRound] = useState(0);
  const [progress, setProgress] = useState<CaptchaProgress>('unsolved');
  const renew = () => {
    form.setFieldValue('captcha', '');
    setProgress('unsolved');
    setRound((current) => current + 1);
  };
  return {
    required,
    round,
    renew,
    /** The browser is still solving it: a submission now waits, and is sent again once it is solved. */
    verifying: progress === 'verifying' || progress === 'waiting',
    /** A submission waits for the captcha (the form's button shows it is busy). */
    waiting: progress === 'waiting',
    onProgressChange: setProgress,
  };
}

export interface CaptchaFieldProps {
  /** Receives the solved payload (for the form's `ReCaptcha` field), or '' when it is no longer valid. */
  onChange: (payload: string) => void;
  /** Told as the browser starts solving the challenge, and when it has finished (see `useFormCaptcha`). */
  onProgressChange?: (progress: CaptchaProgress) => void;
  /** Shown under the widget: "select the captcha first", or the server's refusal. */
  error?: string;
  label?: string;
  /** Two-letter language of the widget's own texts. */
  language: string;
}

type AltchaElement = HTMLElement & { reset?: () => void };

/**
 * The captcha of a form: the self-hosted ALTCHA proof of work (the browser solves a challenge
 * from the portal when the user ticks the box). Nothing when captcha is off. Remount it (change its
 * `key`) after each submission: a solved challenge works only once.
 *
 * Solving takes seconds, shown by the widget's own spinner and "Verifica in corso…". A form submitted
 * meanwhile is not told to select the captcha first: the field says the sending waits for it, and
 * submits the form again once it is solved (as the widget's own `auto="onsubmit"` would).
 */
export function CaptchaField({ onChange, onProgressChange, error, label, language }: CaptchaFieldProps) {
  const { t } = useTranslation('shell');
  const { data } = useQuery(captchaSettingsQuery);
  const ref = useRef<AltchaElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [progress, setProgress] = useState<CaptchaProgress>('unsolved');
  const progressRef = useRef<CaptchaProgress>('unsolved');
  /** Set when the solving ends with a submission waiting: the form is submitted again after the render. */
  const submitAgain = useRef(false);
  const change = useRef({ onChange, onProgressChange });
  change.current = { onChange, onProgressChange };
  const mode = data?.Mode;

  useEffect(() => {
    if (mode !== 'altcha') return;
    let live = true;
    void import('./altcha-loader').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [mode]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !loaded) return;
    const moveTo = (next: CaptchaProgress) => {
      progressRef.current = next;
      setProgress(next);
      change.current.onProgressChange?.(next);
    };
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      const solved = detail?.state === 'verified' && Boolean(detail.payload);
      change.current.onChange(solved ? (detail?.payload ?? '') : '');
      if (detail?.state === 'verifying') {
        moveTo(progressRef.current === 'waiting' ? 'waiting' : 'verifying');
        return;
      }
      submitAgain.current = solved && progressRef.current === 'waiting';
      moveTo(solved ? 'solved' : 'unsolved');
    };
    // Capture phase: before the form's own handler, which refuses the submission (no payload yet).
    const onSubmit = () => {
      if (progressRef.current === 'verifying') moveTo('waiting');
    };
    const form = element.closest('form');
    element.addEventListener('statechange', onState);
    form?.addEventListener('submit', onSubmit, true);
    return () => {
      element.removeEventListener('statechange', onState);
      form?.removeEventListener('submit', onSubmit, true);
    };
  }, [loaded]);

  // Once the form has the payload (this render), the waiting submission goes.
  useEffect(() => {
    if (progress !== 'solved' || !submitAgain.current) return;
    submitAgain.current = false;
    ref.current?.closest('form')?.requestSubmit();
  }, [progress]);

  if (mode === 'off') return null;
  if (mode === 'recaptcha') {
    return (
      <Alert color="yellow" variant="light">
        reCAPTCHA
      </Alert>
    );
  }
  // While the browser solves it, "select it first" is not true: the widget shows its progress.
  const shownError = progress === 'verifying' || progress === 'waiting' ? undefined : error;
  return (
    <Input.Wrapper label={label} error={shownError} data-testid="captcha-field" data-progress={progress}>
      {loaded ? (
        <altcha-widget
          ref={ref}
          challenge={CHALLENGE_URL}
          name="ReCaptcha"
          language={language}
          auto="off"
          type="checkbox"
          aria-invalid={shownError ? true : undefined}
        />
      ) : (
        <Loader size="sm" />
      )}
      {/* Always there, so that screen readers announce what appears in it. */}
      <Text size="sm" mt={progress === 'waiting' ? 4 : 0} role="status">
        {progress === 'waiting' ? t('shell.captcha.waiting') : null}
      </Text>
    </Input.Wrapper>
  );
}
