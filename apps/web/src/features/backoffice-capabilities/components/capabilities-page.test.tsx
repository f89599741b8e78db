import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import {
  pageAnswer,
  permissionsAnswer,
  permissionsLoaded,
  renderPage,
} from '../../../testing/backoffice-fixtures';
import { CapabilitiesPage } from './capabilities-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'UpdatedAt', Desc: true };
const listRoute = (filter: object) => `GET /api/Capability/Filters/${encodeFilter(filter)}`;
const ruleOf = (over: Record<string, unknown>) => ({
  Id: 1,
  Area: 'ivr',
  Kind: 'role',
  CompanyId: null,
  PlanId: null,
  Product: null,
  Role: 'user',
  TargetName: '',
  Granted: false,
  UpdatedAt: '2026-11-28T09:00:00.000Z',
  ...over,
});
const ROWS = [
  ruleOf({ Id: 1 }),
  ruleOf({
    Id: 2,
    Area: 'chat',
    Kind: 'company',
    CompanyId: 5,
    Role: null,
    TargetName: 'Rossi Impianti S.r.l.',
    Granted: true,
  }),
];
const renderList = (search = '') =>
  renderPage(
    <CapabilitiesPage />,
    `${paths.backoffice.capabilities}${search}`,
    paths.backoffice.capabilities,
  );

/** The input of a Mantine select in `scope`, by the start of its label. */
const selectInput = (scope: HTMLElement, label: string) =>
  [...scope.querySelectorAll('input')].find((input) => input.labels?.[0]?.textContent?.startsWith(label))!;

describe('CapabilitiesPage', { timeout: 15_000 }, () => {
  it('lists the rules by area, target and grant; a viewer changes nothing', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderList();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Credenziali IVR')).toBeTruthy();
    expect(within(table).getByText('Utente')).toBeTruthy();
    expect(within(table).getByText('Negata')).toBeTruthy();
    expect(within(table).getByText('Rossi Impianti S.r.l.')).toBeTruthy();
    expect(within(table).getByText('Consentita')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Nuova regola' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('filters by area and grant, kept in the address', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute({ ...FIRST, Area: 'chat', Granted: true })]: pageAnswer([ROWS[1]]),
    });
    renderList('?area=chat&granted=1');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Rossi Impianti S.r.l.')).toBeTruthy();
    expect(within(table).queryByText('Credenziali IVR')).toBeNull();
  });

  it('creates a rule; a second rule for one target is shown next to its field, then saved', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/Capability/Save': [
        json(409, {
          ErrorCode: 821,
          ErrorMessage: 'ERROR_CAPABILITY_RULE_EXISTS',
          Message: 'Esiste già una regola per questa funzione e questo destinatario.',
          Fields: [{ Field: 'Product', ErrorMessage: 'ERROR_CAPABILITY_RULE_EXISTS', Message: '' }],
        }),
        json(200, ruleOf({ Id: 3, Kind: 'product', Product: 'payroll', Role: null })),
      ],
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Nuova regola' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova regola' });
    await user.click(selectInput(dialog, 'Destinatario'));
    await user.click(await screen.findByRole('option', { name: 'Prodotto' }));
    // The product is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Scegli il destinatario della regola.')).toBeTruthy();
    expect(api.callsTo('POST /api/Capability/Save')).toEqual([]);

    await user.click(selectInput(dialog, 'Prodotto'));
    await user.click(await screen.findByRole('option', { name: 'Paghe' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Nega' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('Esiste già una regola per questa funzione e questo destinatario.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuova regola' })).toBeNull());
    expect(api.callsTo('POST /api/Capability/Save').at(-1)?.body).toEqual({
      Id: 0,
      Area: 'support',
      Kind: 'product',
      CompanyId: null,
      PlanId: null,
      Product: 'payroll',
      Role: null,
      Granted: false,
    });
    expect(await screen.findByText('Regola salvata: vale per i clienti entro un secondo.')).toBeTruthy();
  });

  it('deletes a rule after a confirmation', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'DELETE /api/Capability/Delete/1': json(200, { Deleted: true }),
    });
    const { user } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('Credenziali IVR');
    await user.click(within(table).getAllByRole('button', { name: 'Elimina' })[0]!);
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/Capability/Delete/1')).toHaveLength(1));
    expect(await screen.findByText('Regola eliminata.')).toBeTruthy();
  });
});
