import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { DataExportPanel } from './data-export-panel';

beforeEach(() => {
  // A day after READY was made, within its download time (the clock alone: timers run as usual).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const EXPORT = 'GET /api/User/DataExport';
const REQUEST = 'POST /api/User/DataExport';
const ID = '0b6f4a52-3f1d-4c8e-9a57-2d7c1e4b9f10';
const PENDING = {
  Id: ID,
  State: 'pending',
  RequestedAt: '2026-11-20T09:00:00.000Z',
  FinishedAt: null,
  ExpiresAt: null,
  Size: null,
};
const READY = {
  ...PENDING,
  State: 'ready',
  FinishedAt: '2026-11-20T09:00:05.000Z',
  ExpiresAt: '2026-11-23T09:00:05.000Z',
  Size: 48_640,
};
/** As the page shows an instant, in the machine's time zone. */
const shown = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

describe('DataExportPanel', { timeout: 15_000 }, () => {
  it('with no export yet, says what it contains; the request shows it being prepared', async () => {
    const api = stubApi({ [EXPORT]: json(200, { Export: null }), [REQUEST]: json(200, PENDING) });
    const { user } = renderWithProviders(<DataExportPanel />);
    expect(screen.getByRole('region', { name: 'Copia dei tuoi dati' }).id).toBe('data-export');
    expect(screen.getByText(/ticket con i loro messaggi, chat e cronologia degli accessi/)).toBeTruthy();
    expect(screen.getByText(/puoi scaricarla per 72 ore/)).toBeTruthy();
    const button = screen.getByRole('button', { name: "Richiedi l'esportazione" });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('In preparazione…');
    expect(api.callsTo(REQUEST)).toHaveLength(1);
    // One at a time: no second request while this one is being made.
    expect(screen.getByRole('button', { name: "Richiedi l'esportazione" }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('while it is being prepared, asks again until it is ready', async () => {
    const api = stubApi({ [EXPORT]: [json(200, { Export: PENDING }), json(200, { Export: READY })] });
    renderWithProviders(<DataExportPanel />);
    expect((await screen.findByRole('status')).textContent).toBe('In preparazione…');
    // Every DATA_EXPORT_POLL_MS (2 s), then no more once it is ready.
    expect(await screen.findByRole('link', { name: 'Scarica i tuoi dati' }, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.callsTo(EXPORT)).toHaveLength(2);
  });

  it('a ready export says until when it can be downloaded, and links to its file', async () => {
    stubApi({ [EXPORT]: json(200, { Export: READY }) });
    renderWithProviders(<DataExportPanel />);
    expect(
      await screen.findByText(
        `Pronta il ${shown(READY.FinishedAt)}, scaricabile fino al ${shown(READY.ExpiresAt)} (48 KB)`,
      ),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Scarica i tuoi dati' });
    expect(link.getAttribute('href')).toBe(`/api/User/DataExport/${ID}/file`);
    expect(link.hasAttribute('download')).toBe(true);
    // A new one can be asked for beside it.
    expect(screen.getByRole('button', { name: "Richiedi l'esportazione" })).toBeTruthy();
  });

  it('says, in words, that one is already being prepared when the server refuses', async () => {
    stubApi({
      [EXPORT]: json(200, { Export: { ...READY, State: 'failed', ExpiresAt: null, Size: null } }),
      [REQUEST]: apiError(409, 780, 'ERROR_DATA_EXPORT_PENDING'),
    });
    const { user } = renderWithProviders(<DataExportPanel />);
    expect(await screen.findByText("La preparazione dell'esportazione non è riuscita.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Un'esportazione dei tuoi dati è già in preparazione.",
    );
  });

  it('an expired export asks for a new one, with no link to its file', async () => {
    stubApi({ [EXPORT]: json(200, { Export: { ...READY, State: 'expired' } }) });
    renderWithProviders(<DataExportPanel />);
    expect(await screen.findByText('Scaduta: richiedine una nuova.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Scarica i tuoi dati' })).toBeNull();
    expect(screen.getByRole('button', { name: "Richiedi l'esportazione" })).toBeTruthy();
  });

  it('a ready export past its download time shows as expired', async () => {
    vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'));
    stubApi({ [EXPORT]: json(200, { Export: READY }) });
    renderWithProviders(<DataExportPanel />);
    expect(await screen.findByText('Scaduta: richiedine una nuova.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Scarica i tuoi dati' })).toBeNull();
  });
});
