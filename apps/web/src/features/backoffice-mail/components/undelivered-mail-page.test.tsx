import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { pageAnswer, permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { UndeliveredMailPage } from './undelivered-mail-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'CreatedAt', Desc: true };
const listRoute = (filter: object) => `GET /api/Mail/Failed/Filters/${encodeFilter(filter)}`;
const ANNA = '11111111-1111-4111-8111-111111111111';
const BRUNO = '22222222-2222-4222-8222-222222222222';
const mail = (Id: string, To: string, Subject: string, Purpose: string) => ({
  Id,
  To,
  Subject,
  Purpose,
  Attempts: 8,
  LastError: `550 5.1.1 <${To}>: mailbox unavailable`,
  CreatedAt: '2026-03-02T09:00:00.000Z',
});
const ROWS = [
  mail(ANNA, 'anna@example.it', 'Reimposta la password', 'password-reset'),
  mail(BRUNO, 'bruno@example.it', 'Invito a Sportello', 'invitation'),
];
const renderList = (search = '') =>
  renderPage(<UndeliveredMailPage />, `${paths.backoffice.mail}${search}`, paths.backoffice.mail);

describe('UndeliveredMailPage', { timeout: 20_000 }, () => {
  it('lists undelivered messages with their purpose and error, and exports what the filter finds', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute({ ...FIRST, Purpose: 'invitation' })]: pageAnswer([ROWS[1]]),
    });
    renderList('?purpose=invitation');
    expect(await screen.findByText('bruno@example.it')).toBeTruthy();
    expect(screen.getAllByText('Invito').length).toBeGreaterThan(0);
    expect(screen.getByText('550 5.1.1 <bruno@example.it>: mailbox unavailable')).toBeTruthy();
    const exportLink = screen.getByRole('link', { name: 'Esporta CSV' }) as HTMLAnchorElement;
    expect(exportLink.getAttribute('href')).toContain(
      `/api/Mail/Failed/Export/${encodeFilter({ ...FIRST, Purpose: 'invitation' })}`,
    );
  });

  it('says when all mail went out, and when nothing matches the search', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([]),
      [listRoute({ ...FIRST, Text: 'zzz' })]: pageAnswer([]),
    });
    renderList();
    expect(
      await screen.findByText('Nessun messaggio non consegnato: tutta la posta è partita.'),
    ).toBeTruthy();
    renderList('?q=zzz');
    expect(await screen.findByText('Nessun elemento trovato.')).toBeTruthy();
  });

  it('opens a message, retries it and closes the detail', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: [pageAnswer(ROWS), pageAnswer([ROWS[1]])],
      [`GET /api/Mail/Failed/Detail/${ANNA}`]: json(200, ROWS[0]),
      'POST /api/Mail/Failed/Retry': json(200, { Queued: 1 }),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Dettagli del messaggio a anna@example.it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messaggio non consegnato' });
    expect(await within(dialog).findByText('Reimposta la password')).toBeTruthy();
    expect(within(dialog).getByText('550 5.1.1 <anna@example.it>: mailbox unavailable')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rinvia' }));
    expect(await screen.findByText('Messaggio rimesso in coda.')).toBeTruthy();
    expect(api.callsTo('POST /api/Mail/Failed/Retry')[0]?.body).toEqual({ Ids: [ANNA] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('anna@example.it')).toBeNull());
  });

  it('discards the selected messages after a confirmation', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: [pageAnswer(ROWS), pageAnswer([])],
      'POST /api/Mail/Failed/Discard': json(200, { Discarded: 2 }),
    });
    const { user } = renderList();
    await screen.findByText('anna@example.it');
    await user.click(screen.getAllByRole('checkbox', { name: 'Seleziona tutte le righe della pagina' })[0]!);
    expect(screen.getByRole('button', { name: 'Rinvia selezionati (2)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Scarta selezionati (2)' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Scartare i 2 messaggi selezionati/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Scarta' }));
    expect(await screen.findByText('Messaggi scartati: 2.')).toBeTruthy();
    expect(api.callsTo('POST /api/Mail/Failed/Discard')[0]?.body).toEqual({ Ids: [ANNA, BRUNO] });
  });
});
