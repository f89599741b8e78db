import type { PayRequest } from '@sportello/contracts/backoffice/pay-services.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { pageAnswer, permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import { PayRequestsPage } from './pay-requests-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const BASE = '/api/BackOffice/PayServices';
const list = (filter: object) => `GET ${BASE}/Requests/Filters/${encodeFilter(filter)}`;
const PENDING = { Page: 0, Size: 20, Sort: 'CreatedAt', Desc: false, Status: 'pending' };
const PENDING_COUNT = { Page: 0, Size: 1, Sort: 'CreatedAt', Desc: false, Status: 'pending' };
const CHOICES = `GET ${BASE}/Services/Filters/${encodeFilter({ Page: 0, Size: 100, Sort: 'Name', Desc: false })}`;

const requestOf = (overrides: Partial<PayRequest> = {}): PayRequest => ({
  Id: 21,
  Service: { Id: 3, Name: 'Assistenza premium annuale', TypeName: 'Assistenza premium' },
  Company: { Id: 5, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  RequestedBy: {
    Id: '11111111-2222-4333-8444-555555555555',
    Name: 'Mario Rossi',
    Email: 'mario@rossi.example',
  },
  RequesterName: 'Mario Rossi',
  Quantity: 1,
  PriceCents: 120_000,
  VatRate: 22,
  NetCents: 120_000,
  VatCents: 26_400,
  TotalCents: 146_400,
  Unit: 'unit',
  Period: 'year',
  Note: 'Da gennaio',
  Status: 'pending',
  Reason: '',
  DecidedBy: null,
  DecidedAt: null,
  Subscription: null,
  CreatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const renderQueue = () =>
  renderPage(<PayRequestsPage />, paths.backoffice.payRequests, paths.backoffice.payRequests);

describe('PayRequestsPage', { timeout: 20_000 }, () => {
  it('lists the waiting requests with their amounts; a viewer decides and exports nothing', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [list(PENDING_COUNT)]: pageAnswer([], 1),
      [list(PENDING)]: pageAnswer([requestOf()]),
      [CHOICES]: pageAnswer([]),
    });
    renderQueue();
    const row = (await screen.findByText('Rossi Impianti S.r.l.')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.464,00 €')).toBeTruthy();
    expect(within(row).getByText('di cui IVA 22%: 264,00 €')).toBeTruthy();
    expect(within(row).getByText('In attesa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Richieste (1)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: /Approva/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
  });

  it('approves a request from its dialog with a note for the customer', async () => {
    const approved = requestOf({
      Status: 'approved',
      DecidedBy: 'operatore@sportello.demo',
      DecidedAt: '2026-11-21T09:00:00.000Z',
      Subscription: { Id: 4, PlanName: 'Premium', EndsOn: '2027-11-20' },
    });
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [list(PENDING_COUNT)]: pageAnswer([], 1),
      [list(PENDING)]: [pageAnswer([requestOf()]), pageAnswer([])],
      [CHOICES]: pageAnswer([]),
      'GET /api/Auth/antiforgery': json(200, { Token: 'csrf' }),
      [`POST ${BASE}/Requests/21/Approve`]: json(200, approved),
    });
    const { user } = renderQueue();
    // The export follows the filters on screen, from its first page.
    expect((await screen.findByRole('link', { name: 'Esporta CSV' })).getAttribute('href')).toContain(
      `${BASE}/Requests/Export/${encodeFilter(PENDING)}`,
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Approva la richiesta di Assistenza premium annuale di Rossi Impianti S.r.l.',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nota per il cliente' }), 'Attivo da oggi');
    await user.click(within(dialog).getByRole('button', { name: 'Approva' }));
    await vi.waitFor(() => expect(api.callsTo(`POST ${BASE}/Requests/21/Approve`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BASE}/Requests/21/Approve`)[0]?.body).toEqual({ Reason: 'Attivo da oggi' });
    expect(
      await screen.findByText('Richiesta di Assistenza premium annuale di Rossi Impianti S.r.l. approvata.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a rejection for its reason next to the field, then sends it', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [list(PENDING_COUNT)]: pageAnswer([], 1),
      [list(PENDING)]: pageAnswer([requestOf()]),
      [CHOICES]: pageAnswer([]),
      [`POST ${BASE}/Requests/21/Reject`]: json(
        200,
        requestOf({ Status: 'rejected', Reason: 'Non disponibile' }),
      ),
    });
    const { user } = renderQueue();
    await user.click(
      await screen.findByRole('button', {
        name: 'Respingi la richiesta di Assistenza premium annuale di Rossi Impianti S.r.l.',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Respingi' }));
    expect(await within(dialog).findByText('Campo obbligatorio.')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/Requests/21/Reject`)).toHaveLength(0);
    await fill(user, within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Non disponibile');
    await user.click(within(dialog).getByRole('button', { name: 'Respingi' }));
    await vi.waitFor(() => expect(api.callsTo(`POST ${BASE}/Requests/21/Reject`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BASE}/Requests/21/Reject`)[0]?.body).toEqual({ Reason: 'Non disponibile' });
  });
});
