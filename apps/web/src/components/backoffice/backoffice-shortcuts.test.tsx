import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useBackofficeShortcuts } from './backoffice-shortcuts';

/** A list of three tickets and a reply box, with the back office's keyboard. */
function Page() {
  useBackofficeShortcuts({ search: () => {}, help: () => {} });
  return (
    <>
      <table>
        <tbody>
          {['SR-1', 'SR-2', 'SR-3'].map((code) => (
            <tr key={code}>
              <td>
                <a href={`/t/${code}`}>{code}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <textarea aria-label="Risposta" data-shortcut="reply" />
    </>
  );
}

describe('the back office’s keyboard', () => {
  it('moves down and up a list with j and k, and goes to the reply with r, letting a field have its letters', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const focused = () => document.activeElement?.textContent;
    await user.keyboard('j');
    expect(focused()).toBe('SR-1');
    await user.keyboard('jj');
    expect(focused()).toBe('SR-3');
    // The last row stays the last.
    await user.keyboard('j');
    expect(focused()).toBe('SR-3');
    await user.keyboard('k');
    expect(focused()).toBe('SR-2');
    await user.keyboard('r');
    const reply = screen.getByRole('textbox', { name: 'Risposta' }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(reply);
    await user.keyboard('jkr');
    expect(reply.value).toBe('jkr');
  });
});
