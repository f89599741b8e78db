import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePortalForm } from './use-portal-form';

type Values = { code: string; password: string; confirm: string };
type Field = keyof Values;

/** A form as the portal's forms use the hook: three fields, a send button, a server that refuses the code. */
function Form({ send = async () => ({ code: 'Wrong code' }) }: { send?: () => Promise<{ code: string }> }) {
  const form = usePortalForm<Values>({
    initialValues: { code: '', password: '', confirm: '' },
    validate: (values) => ({
      ...(values.code ? {} : { code: 'Code required' }),
      ...(values.password.length >= 4 ? {} : { password: 'Too short' }),
      ...(values.confirm === values.password ? {} : { confirm: 'No match' }),
    }),
  });
  return (
    <form onSubmit={form.onSubmit(async () => form.showServerErrors(await send()))}>
      {(['code', 'password', 'confirm'] as const).map((name) => {
        const { error, ...input } = form.getInputProps(name);
        return (
          <p key={name}>
            <label>
              {name}
              <input {...input} />
            </label>
            <span id={`${name}-error`}>{error}</span>
          </p>
        );
      })}
      <button type="submit" disabled={form.submitting}>
        Send
      </button>
    </form>
  );
}

const field = (name: Field) => screen.getByRole('textbox', { name });
const message = (name: Field) => document.getElementById(`${name}-error`)?.textContent;

describe('usePortalForm', () => {
  it('says nothing before the first attempt, then shows every message and focuses the first field in error', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field('password'), 'ab');
    expect(message('password')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect([message('code'), message('password'), message('confirm')]).toEqual([
      'Code required',
      'Too short',
      'No match',
    ]);
    expect(document.activeElement).toBe(field('code'));
  });

  it('lets the messages follow the typing after an attempt, a confirmation following its password', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(field('code'), '1');
    expect(message('code')).toBe('');
    await user.type(field('confirm'), 'abcd');
    expect(message('confirm')).toBe('No match');
    await user.type(field('password'), 'abcd');
    expect([message('password'), message('confirm')]).toEqual(['', '']);
  });

  it("keeps the server's message next to its field until that field is edited", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field('code'), '1');
    await user.type(field('password'), 'abcd');
    await user.type(field('confirm'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(message('code')).toBe('Wrong code');
    expect(document.activeElement).toBe(field('code'));
    await user.type(field('password'), 'e');
    expect(message('code')).toBe('Wrong code');
    await user.type(field('code'), '2');
    expect(message('code')).toBe('');
  });

  it('sends once while a send is under way, a second Enter included', async () => {
    let answer: (errors: { code: string }) => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<{ code: string }>((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    render(<Form send={send} />);
    await user.type(field('code'), '1');
    await user.type(field('password'), 'abcd');
    await user.type(field('confirm'), 'abcd{Enter}{Enter}');
    expect(send).toHaveBeenCalledOnce();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    answer({ code: 'Wrong code' });
    expect(await screen.findByText('Wrong code')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });
});

/** Two parts of a page shown one at a time, as a wizard's steps are, each part's field in one form. */
function Steps() {
  const [step, setStep] = useState(1);
  const form = usePortalForm({
    initialValues: { first: '', second: '' },
    validate: () => ({}),
  });
  const input = (name: 'first' | 'second') => {
    const { error: _shownBelow, ...props } = form.getInputProps(name);
    return <input aria-label={name} {...props} />;
  };
  return (
    <div>
      {step === 0 ? input('first') : input('second')}
      <button
        type="button"
        onClick={() => {
          setStep(0);
          form.showServerErrors({ first: 'Taken' });
        }}
      >
        Refused
      </button>
      <p>{form.errors.first}</p>
    </div>
  );
}

describe('usePortalForm on a page that shows one part at a time', () => {
  it('focuses the field in error once the update that shows it has rendered', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByText('Taken')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'first' }));
  });
});
