import type { IbanRecord } from '@sportello/contracts/backoffice/ibans.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { pageAnswer, permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { IbansPage } from './ibans-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const BASE = '/api/BackOffice/Ibans';
const CURRENT = { Page: 0, Size: 20, Sort: 'AcceptedAt', Desc: true, State: 'current' };
const list = (filter: object) => `GET ${BASE}/Filters/${encodeFilter(filter)}`;
const REVEAL = `POST ${BASE}/7/Reveal`;

const ROW: IbanRecord = {
  Id: 7,
  Company: { Id: 3, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  Iban: 'IT60 **** **** **** **** ***3 456',
  HolderName: 'Rossi Impianti S.r.l.',
  HolderAddress: 'Via Roma 1, Milano',
  MandateReference: 'SPT-3-20261201-ABCD1234',
  MandateVersion: '2026-11',
  AcceptedAt: '2026-12-01T09:30:00.000Z',
  Signer: { Name: 'Mario Rossi', Email: 'mario.rossi@rossi-impianti.example' },
  SignerIp: '203.0.113.9',
  SignerAgent: 'Mozilla/5.0',
  State: 'current',
  SupersededAt: null,
};

const renderList = (search = '') =>
  renderPage(<IbansPage />, `${paths.backoffice.ibans}${search}`, paths.backoffice.ibans);

describe('IbansPage', { timeout: 20_000 }, () => {
  it('lists the IBANs masked with the filters in the address; an operator exports but reveals nothing', async () => {
    const filter = {
      Page: 0,
      Size: 20,
      Sort: 'AcceptedAt',
      Desc: true,
      Text: 'rossi',
      Product: 'payroll',
      From: '2026-12-01T00:00:00.000Z',
      To: '2026-12-02T00:00:00.000Z',
    };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [list(CURRENT)]: pageAnswer([ROW]),
      [list(filter)]: pageAnswer([{ ...ROW, State: 'superseded' }]),
    });
    const first = renderList();
    const row = (await screen.findByText('SPT-3-20261201-ABCD1234')).closest('tr') as HTMLElement;
    expect(within(row).getByText('IT60 **** **** **** **** ***3 456')).toBeTruthy();
    expect(within(row).getByText('In uso')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mostra l'IBAN intero/ })).toBeNull();
    first.unmount();

    // Every state (`all`), a product and one day (the tests' zone is UTC).
    renderList('?q=rossi&product=payroll&state=all&from=2026-12-01&to=2026-12-01');
    const replaced = (await screen.findByText('SPT-3-20261201-ABCD1234')).closest('tr') as HTMLElement;
    expect(within(replaced).getByText('Sostituito')).toBeTruthy();
    expect(api.callsTo(list(filter))).toHaveLength(1);
    const csv = await screen.findByRole('link', { name: 'Esporta CSV' });
    expect(csv.getAttribute('href')).toBe(`${BASE}/Export/${encodeFilter(filter)}?state=true&Encoding=65001`);
  });

  it('reveals a whole IBAN to an admin on request, and hides it again', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [list(CURRENT)]: pageAnswer([ROW]),
      [REVEAL]: json(200, { Iban: 'IT60 X054 2811 1010 0000 0123 456' }),
    });
    const { user } = renderList();
    await user.click(
      await screen.findByRole('button', { name: "Mostra l'IBAN intero di Rossi Impianti S.r.l." }),
    );
    expect(await screen.findByText('IT60 X054 2811 1010 0000 0123 456')).toBeTruthy();
    expect(api.callsTo(REVEAL)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Nascondi' }));
    expect(screen.getByText('IT60 **** **** **** **** ***3 456')).toBeTruthy();
  });
});
