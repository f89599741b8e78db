import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Kbd, Modal, Table } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether a key press goes into something the user is typing in (where `/` and `?` are text). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Moves the focus to the next (`step` 1) or previous row of the page's list, to the row's first link
 * (Enter then opens it); from outside the list, to its first or last row. False when there is none.
 */
function moveInList(step: 1 | -1): boolean {
  const links = [...document.querySelectorAll('table tbody tr')]
    .map((row) => row.querySelector<HTMLAnchorElement>('a[href]'))
    .filter((link): link is HTMLAnchorElement => link !== null);
  if (links.length === 0) return false;
  const active = document.activeElement;
  const current = links.findIndex((link) => link.closest('tr')?.contains(active));
  const next =
    current < 0 ? (step > 0 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, current + step));
  links[next]?.focus();
  links[next]?.scrollIntoView({ block: 'nearest' });
  return true;
}

/**
 * The back office's keyboard (decision 077): `Ctrl+K` (`⌘K`) anywhere, or `/` outside a field, opens
 * the global search; outside a field, `?` lists the shortcuts, `j`/`k` move down and up a list's rows
 * and `r` goes to the reply of the ticket on screen.
 */
export function useBackofficeShortcuts(actions: { search: () => void; help: () => void }): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        latest.current.search();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        latest.current.search();
      } else if (event.key === '?') {
        event.preventDefault();
        latest.current.help();
      } else if ((event.key === 'j' || event.key === 'k') && moveInList(event.key === 'j' ? 1 : -1)) {
        event.preventDefault();
      } else if (event.key === 'r') {
        const reply = document.querySelector<HTMLElement>('[data-shortcut="reply"]');
        if (!reply) return;
        event.preventDefault();
        reply.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Each shortcut's keys: pressed together (`combo`) or any of them. */
const SHORTCUTS = [
  { keys: ['Ctrl', 'K'], combo: true, what: 'backoffice.shortcuts.search' },
  { keys: ['/'], combo: false, what: 'backoffice.shortcuts.searchOutsideFields' },
  { keys: ['↑', '↓', 'enter'], combo: false, what: 'backoffice.shortcuts.results' },
  { keys: ['j', 'k'], combo: false, what: 'backoffice.shortcuts.rows' },
  { keys: ['r'], combo: false, what: 'backoffice.shortcuts.reply' },
  { keys: ['?'], combo: false, what: 'backoffice.shortcuts.help' },
  { keys: ['Esc'], combo: false, what: 'backoffice.shortcuts.close' },
] as const;

/** The list of the back office's shortcuts (`?`). */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal opened={opened} onClose={onClose} title={t('backoffice.shortcuts.title')}>
      <Table>
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.what}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {s.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 && (s.combo ? ' + ' : ' ')}
                    <Kbd>{key === 'enter' ? t('backoffice.shortcuts.enter') : key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{t(s.what)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
