import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { upcomingOf } from '../testing/crm-fixtures';
import { ActivitiesHomeCard } from './activities-home-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACTIVITIES = 'GET /api/App/getactivities';
const TYPES = [{ Id: 'call' }, { Id: 'appointment' }];

describe('ActivitiesHomeCard', () => {
  it('lists the next activities, each with its kind, company and time in Europe/Rome, leading to it', async () => {
    stubApi({
      [ACTIVITIES]: json(200, {
        Types: TYPES,
        Activities: [
          upcomingOf(),
          upcomingOf({
            Id: 'appointment:7',
            Type: 'appointment',
            Title: 'Demo del modulo paghe',
            Start: '2026-04-16T07:30:00.000Z',
            End: '2026-04-16T08:30:00.000Z',
            Company: 'Studio Bianchi',
            Link: '/backoffice/calendar?appointment=7',
          }),
        ],
      }),
    });
    renderWithProviders(<ActivitiesHomeCard />);
    const card = await screen.findByRole('region', { name: 'Le mie prossime attività' });
    const call = await within(card).findByRole('link', { name: /Inviare offerta/ });
    expect(call.getAttribute('href')).toBe('/backoffice/companies/5');
    expect(within(call).getByRole('img', { name: 'Chiamata' })).toBeTruthy();
    expect(within(call).getByText('Rossi Impianti S.r.l. · 15/04/2026 14:00')).toBeTruthy();
    const demo = within(card).getByRole('link', { name: /Demo del modulo paghe/ });
    expect(demo.getAttribute('href')).toBe('/backoffice/calendar?appointment=7');
    expect(within(demo).getByRole('img', { name: 'Appuntamento' })).toBeTruthy();
    expect(within(demo).getByText('Studio Bianchi · 16/04/2026 09:30')).toBeTruthy();
  });

  it('says when nothing is planned', async () => {
    stubApi({ [ACTIVITIES]: json(200, { Types: TYPES, Activities: [] }) });
    renderWithProviders(<ActivitiesHomeCard />);
    expect(await screen.findByText('Nessuna attività in programma nei prossimi 30 giorni.')).toBeTruthy();
  });
});
