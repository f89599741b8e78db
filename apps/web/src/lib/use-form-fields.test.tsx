import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields';

type Field = 'code' | 'password' | 'confirm';

/** A form as the portal's forms use the hook: three fields, a send button, a server that refuses the code. */
function Form() {
  const form = useFormFields<Field>({ code: '', password: '', confirm: '' }, (values) => ({
    ...(values.code ? {} : { code: 'Code required' }),
    ...(values.password.length >= 4 ? {} : { password: 'Too short' }),
    ...(values.confirm === values.password ? {} : { confirm: 'No match' }),
  }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) form.showServerErrors({ code: 'Wrong code' });
      }}
    >
      {(['code', 'password', 'confirm'] as const).map((name) => {
        const { error, ...input } = form.field(name);
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
      <button type="submit">Send</button>
    </form>
  );
}

const field = (name: Field) => screen.getByRole('textbox', { name });
const message = (name: Field) => document.getElementById(`${name}-error`)?.textContent;

describe('useFormFields', () => {
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
});
