import { Alert, Input, Loader } from '@mantine/core';
import type { getCaptchaSettings } from '@sportello/contracts/auth/captcha.contract';
import { CAPTCHA_ROUTES } from '@sportello/contracts/auth/captcha.routes';
import { useQuery } from '@tanstack/react-query';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
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
 * The captcha of a portal form whose `captcha` value holds the solved payload: whether it is required,
 * and `round`, the `key` of its `CaptchaField`. A solved challenge works once: `renew()` after each
 * submission empties the value and gives a fresh widget.
 */
export function useFormCaptcha(form: { setFieldValue: (field: 'captcha', value: string) => void }) {
  const required = useCaptchaRequired();
  const [round, setRound] = useState(0);
  const renew = () => {
    form.setFieldValue('captcha', '');
    setRound((current) => current + 1);
  };
  return { required, round, renew };
}

export interface CaptchaFieldProps {
  /** Receives the solved payload (for the form's `ReCaptcha` field), or '' when it is no longer valid. */
  onChange: (payload: string) => void;
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
 */
export function CaptchaField({ onChange, error, label, language }: CaptchaFieldProps) {
  const { data } = useQuery(captchaSettingsQuery);
  const ref = useRef<AltchaElement>(null);
  const [loaded, setLoaded] = useState(false);
  const change = useRef(onChange);
  change.current = onChange;
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
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      change.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [loaded]);

  if (mode === 'off') return null;
  if (mode === 'recaptcha') {
    return (
      <Alert color="yellow" variant="light">
        reCAPTCHA
      </Alert>
    );
  }
  return (
    <Input.Wrapper label={label} error={error} data-testid="captcha-field">
      {loaded ? (
        <altcha-widget
          ref={ref}
          challenge={CHALLENGE_URL}
          name="ReCaptcha"
          language={language}
          auto="off"
          type="checkbox"
          aria-invalid={error ? true : undefined}
        />
      ) : (
        <Loader size="sm" />
      )}
    </Input.Wrapper>
  );
}
