import type { MyPayRequest, OfferedService } from '@sportello/contracts/pay-services/pay-services.contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { PayServicesPage } from './pay-services-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const serviceOf = (overrides: Partial<OfferedService> = {}): OfferedService => ({
  Id: 3,
  Type: { Id: 1, Code: 'assistenza', Name: 'Assistenza premium' },
  Name: 'Assistenza premium annuale',
  Description: 'Prima risposta entro un’ora.',
  PriceCents: 123_450,
  VatRate: 22,
  VatCents: 27_159,
  TotalCents: 150_609,
  Unit: 'user',
  Period: 'year',
  PlanName: 'Premium',
  PendingRequestId: null,
  ...overrides,
});

const requestOf = (overrides: Partial<MyPayRequest> = {}): MyPayRequest => ({
  Id: 8,
  Service: { Id: 3, Name: 'Assistenza premium annuale', TypeName: 'Assistenza premium' },
  Quantity: 2,
  PriceCents: 123_450,
  VatRate: 22,
  NetCents: 246_900,
  VatCents: 54_318,
  TotalCents: 301_218,
  Unit: 'user',
  Period: 'year',
  Note: '',
  Status: 'approved',
  Reason: '',
  RequestedBy: 'Mario Rossi',
  DecidedAt: '2026-11-20T10:00:00.000Z',
  SubscriptionEndsOn: '2027-11-19',
  CreatedAt: '2026-11-19T10:00:00.000Z',
  ...overrides,
});

const SERVICES = 'GET /api/App/PayServices/Services';
const REQUESTS = 'GET /api/App/PayServices/Requests';
const SEND = 'POST /api/App/PayServices/Requests';

describe('the paid services page', { timeout: 20_000 }, () => {
  it('shows the catalogue by type with price, VAT and total the Italian way, and the history in words', async () => {
    stubApi({
      [SERVICES]: json(200, [
        serviceOf(),
        serviceOf({
          Id: 4,
          Type: { Id: 2, Code: 'spazio', Name: 'Spazio aggiuntivo' },
          Name: 'Spazio +50 GB',
          PlanName: null,
          PendingRequestId: 9,
        }),
      ]),
      [REQUESTS]: json(200, [requestOf()]),
    });
    renderWithProviders(<PayServicesPage sessionKey="mario.rossi|" />, { route: '/pay-services' });
    const card = await screen.findByRole('article', { name: 'Assistenza premium annuale' });
    expect(within(card).getByText('1.234,50 € per utente, ogni anno')).toBeTruthy();
    expect(within(card).getByText('IVA 22%')).toBeTruthy();
    expect(within(card).getByText('271,59 €')).toBeTruthy();
    expect(within(card).getByText('1.506,09 €')).toBeTruthy();
    expect(within(card).getByText('Attiva o rinnova il piano di assistenza Premium.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Spazio aggiuntivo' })).toBeTruthy();
    const waiting = screen.getByRole('article', { name: 'Spazio +50 GB' });
    expect(within(waiting).getByText('Richiesta in attesa')).toBeTruthy();
    expect(within(waiting).queryByRole('button')).toBeNull();

    const item = await screen.findByRole('listitem', { name: 'Assistenza premium annuale' });
    expect(within(item).getByText('Approvata')).toBeTruthy();
    expect(within(item).getByText('3.012,18 €')).toBeTruthy();
    expect(within(item).getByText('Abbonamento di assistenza attivo fino al 19/11/2027')).toBeTruthy();
  });

  it('asks for a quantity in range next to the field, then sends the request', async () => {
    const api = stubApi({
      [SERVICES]: json(200, [serviceOf()]),
      [REQUESTS]: json(200, []),
      'GET /api/Auth/antiforgery': json(200, { Token: 'csrf' }),
      [SEND]: json(200, requestOf({ Status: 'pending', SubscriptionEndsOn: null })),
    });
    const { user } = renderWithProviders(<PayServicesPage sessionKey="mario.rossi|" />, {
      route: '/pay-services',
    });
    await user.click(await screen.findByRole('button', { name: 'Richiedi Assistenza premium annuale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Richiedi Assistenza premium annuale' });
    const quantity = within(dialog).getByRole('textbox', { name: /Quantità/ });
    await user.clear(quantity);
    await fill(user, quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await within(dialog).findByText("Valore fuori dall'intervallo consentito: 1-1000")).toBeTruthy();
    expect(api.callsTo(SEND)).toHaveLength(0);

    await user.clear(quantity);
    await fill(user, quantity, '2');
    // The total follows the quantity: 2 × 1.234,50 € plus VAT.
    expect(within(dialog).getByText('3.012,18 €')).toBeTruthy();
    await fill(user, within(dialog).getByRole('textbox', { name: /Nota/ }), 'Per Lucia e Paolo');
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    await vi.waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expect(api.callsTo(SEND)[0]?.body).toEqual({ ServiceId: 3, Quantity: 2, Note: 'Per Lucia e Paolo' });
  });
});
