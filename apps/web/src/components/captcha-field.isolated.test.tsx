import { Button } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../lib/api-client';
import { usePortalForm } from '../lib/use-portal-form';
import { json, stubApi } from '../testing/api-stub';
import { renderWithProviders } from '../testing/render';
import { CaptchaField, useFormCaptcha } from './captcha-field';

// The widget itself (a web component solving a proof of work in a worker) is not loaded: the tests
// play its `statechange` events on the bare element.
vi.mock('./altcha-loader', () => ({}));

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

/** A form with the captcha only, as the portal's forms use it. */
function CaptchaForm({ onSend }: { onSend: (values: { captcha: string }) => void }) {
  const form = usePortalForm<{ captcha: string }>({
    initialValues: { captcha: '' },
    validate: (values) =>
      captcha.required && !values.captcha ? { captcha: 'Seleziona prima il captcha.' } : {},
  });
  const captcha = useFormCaptcha(form);
  return (
    <form onSubmit={form.onSubmit(onSend)} noValidate>
      <CaptchaField
        key={captcha.round}
        language="it"
        error={form.errors.captcha}
        onChange={(payload) => form.setFieldValue('captcha', payload)}
        onProgressChange={captcha.onProgressChange}
      />
      <Button type="submit" loading={captcha.waiting}>
        Invia
      </Button>
    </form>
  );
}

async function renderForm() {
  stubApi({ 'GET /api/auth/captcha': json(200, { Mode: 'altcha', SiteKey: null }) });
  const onSend = vi.fn();
  const { user } = renderWithProviders(<CaptchaForm onSend={onSend} />);
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  // The widget is on the page a render before its listeners are (an effect): let the effects run.
  await act(async () => {});
  const widget = document.querySelector('altcha-widget') as HTMLElement;
  /** The widget reports a state, as ALTCHA does. */
  const widgetState = (state: string, payload?: string) =>
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
    });
  return { onSend, user, widgetState };
}

const submitButton = () => screen.getByRole('button', { name: 'Invia' });
const status = () => screen.getByTestId('captcha-field').querySelector('[role="status"]')?.textContent;

describe('CaptchaField', () => {
  it('submitted before it is ticked: "select it first" under the widget', async () => {
    const { onSend, user } = await renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('Seleziona prima il captcha.')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('submitted while the browser solves it: says the sending waits, then sends once it is solved', async () => {
    const { onSend, user, widgetState } = await renderForm();
    await widgetState('verifying');
    await user.click(submitButton());
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByText('Seleziona prima il captcha.')).toBeNull();
    expect(status()).toBe("Verifica del captcha in corso: l'invio partirà appena sarà conclusa.");
    expect(screen.getByTestId('captcha-field').getAttribute('data-progress')).toBe('waiting');
    // The form's button shows that it is busy meanwhile.
    expect(submitButton().hasAttribute('data-loading')).toBe(true);

    await widgetState('verified', 'solved-payload');
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend.mock.calls[0]?.[0]).toEqual({ captcha: 'solved-payload' });
    expect(status()).toBe('');
  });

  it('solved with no submission waiting: nothing is sent by itself', async () => {
    const { onSend, widgetState } = await renderForm();
    await widgetState('verifying');
    expect(status()).toBe('');
    await widgetState('verified', 'solved-payload');
    // A render later, still nothing.
    await act(() => Promise.resolve());
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a failed solving drops the waiting submission (the widget tells its error)', async () => {
    const { onSend, user, widgetState } = await renderForm();
    await widgetState('verifying');
    await user.click(submitButton());
    await widgetState('error');
    expect(status()).toBe('');
    expect(submitButton().hasAttribute('data-loading')).toBe(false);
    await widgetState('verifying');
    await widgetState('verified', 'solved-payload');
    await act(() => Promise.resolve());
    expect(onSend).not.toHaveBeenCalled();
  });
});
