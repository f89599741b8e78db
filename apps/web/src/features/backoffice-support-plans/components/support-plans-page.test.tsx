import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import { SupportPlansPage } from './support-plans-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PLANS = [
  {
    Id: 1,
    Code: 'standard',
    Name: 'Standard',
    FirstResponseMinutes: 480,
    ResolutionMinutes: 2400,
    Premium: false,
    ActiveSubscriptions: 0,
  },
  {
    Id: 2,
    Code: 'premium',
    Name: 'Premium',
    FirstResponseMinutes: 90,
    ResolutionMinutes: 480,
    Premium: true,
    ActiveSubscriptions: 12,
  },
];
const renderPlans = () =>
  renderPage(<SupportPlansPage />, paths.backoffice.supportPlans, paths.backoffice.supportPlans);

describe('SupportPlansPage', { timeout: 20_000 }, () => {
  it('lists the plans with their targets in hours and minutes; a viewer changes nothing', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      'GET /api/Helpdesk/Plans': json(200, PLANS),
    });
    const { queryClient } = renderPlans();
    const row = (await screen.findByText('premium')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 h 30 min')).toBeTruthy();
    expect(within(row).getByText('8 h')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Nuovo piano' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
  });

  it('creates a plan, and shows the server’s refusal next to its field', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Helpdesk/Plans': json(200, PLANS),
      'POST /api/Helpdesk/Plans/Save': json(409, {
        ErrorCode: 1,
        ErrorMessage: 'ERROR_PLAN_CODE_EXISTS',
        Message: 'x',
      }),
    });
    const { user } = renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Nuovo piano' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Codice/ }), 'gold');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Gold');
    const hours = within(dialog).getAllByRole('textbox', { name: 'Ore' });
    await user.clear(hours[0] as HTMLElement);
    await fill(user, hours[0] as HTMLElement, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo('POST /api/Helpdesk/Plans/Save')).toHaveLength(1));
    expect(api.callsTo('POST /api/Helpdesk/Plans/Save')[0]?.body).toEqual({
      Id: 0,
      Code: 'gold',
      Name: 'Gold',
      FirstResponseMinutes: 120,
      ResolutionMinutes: 2400,
      Premium: false,
    });
    const code = within(dialog).getByRole('textbox', { name: /^Codice/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Esiste già un piano con questo codice.')).toBeTruthy();
  });
});
