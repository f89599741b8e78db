import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The page loads the rich-text editor lazily; loaded here first, it is ready when a test needs it.
import '../../../components/backoffice/rich-text-field';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import {
  pageAnswer,
  permissionsAnswer,
  permissionsLoaded,
  renderPage,
} from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { DisclaimerEditPage } from './disclaimer-edit-page';
import { DisclaimersListPage } from './disclaimers-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PRIVACY = {
  Id: 3,
  Code: 'PRIVACY_CLIENTI',
  Kind: 'privacy',
  CompanyType: null,
  Mandatory: true,
  Active: true,
  Version: 2,
  TitleIt: 'Informativa privacy',
  TitleEn: 'Privacy notice',
  UpdatedAt: '2026-11-20T09:00:00.000Z',
  UpdatedBy: 'admin@sportello.demo',
};
const DETAIL = {
  ...PRIVACY,
  TextIt: '<p>Trattiamo i tuoi dati.</p>',
  TextEn: '<p>We process your data.</p>',
  Versions: [
    {
      Version: 2,
      Mandatory: true,
      PublishedAt: '2026-11-20T09:00:00.000Z',
      PublishedBy: 'admin@sportello.demo',
    },
    { Version: 1, Mandatory: true, PublishedAt: '2026-01-10T09:00:00.000Z', PublishedBy: 'system' },
  ],
};
const SAVE = 'POST /api/Disclaimer/Save';
const FIRST = { Page: 0, Size: 20, Sort: 'Code', Desc: false };
const listRoute = (filter: object) => `GET /api/Disclaimer/Filters/${encodeFilter(filter)}`;

describe('the disclaimers of the back office', { timeout: 20_000 }, () => {
  it('lists them with their obligation and version, filters by kind; a viewer publishes nothing', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer([PRIVACY]),
      [listRoute({ ...FIRST, Kind: 'marketing' })]: pageAnswer([]),
    });
    const { user, queryClient } = renderPage(
      <DisclaimersListPage />,
      paths.backoffice.disclaimers,
      paths.backoffice.disclaimers,
    );
    expect(await screen.findByRole('link', { name: 'PRIVACY_CLIENTI' })).toBeTruthy();
    expect(screen.getByText('Obbligatorio')).toBeTruthy();
    // The title, besides the kind.
    expect(screen.getAllByText('Informativa privacy').length).toBeGreaterThanOrEqual(2);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Nuova informativa' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Consenso marketing' }));
    await waitFor(() => expect(api.callsTo(listRoute({ ...FIRST, Kind: 'marketing' }))).toHaveLength(1));
  });

  it('publishes a new version of the texts; the server’s refusal goes next to its field', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/Disclaimer/Filters/Detail/3': json(200, DETAIL),
      [SAVE]: [
        json(409, {
          ErrorCode: 760,
          ErrorMessage: 'ERROR_DISCLAIMER_CODE_EXISTS',
          Message: 'x',
          Fields: [{ Field: 'Code', ErrorMessage: 'ERROR_DISCLAIMER_CODE_EXISTS', Message: 'x' }],
        }),
        json(200, { ...DETAIL, Version: 3 }),
      ],
    });
    const { user } = renderPage(
      <DisclaimerEditPage />,
      '/backoffice/disclaimers/3',
      paths.backoffice.disclaimer,
    );
    expect(await screen.findByText('PRIVACY_CLIENTI · versione 2')).toBeTruthy();
    expect(screen.getByText(/Versione 1, Obbligatorio, pubblicata il 10\/01\/2026/)).toBeTruthy();
    await screen.findByRole('button', { name: 'Salva e pubblica' });
    const title = screen.getByRole('textbox', { name: /Titolo \(italiano\)/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salva e pubblica' }));
    expect(fieldErrorOf(title)).toBe('Campo obbligatorio.');
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await fill(user, title, 'Informativa privacy 2027');
    // A code the contract refuses says what a code is, before any call (lower case is fine: the
    // server upper-cases it).
    const code = screen.getByRole('textbox', { name: /Codice/ });
    await user.clear(code);
    await fill(user, code, 'privacy clienti');
    await user.click(screen.getByRole('button', { name: 'Salva e pubblica' }));
    expect(fieldErrorOf(code)).toMatch(/^Lettere maiuscole, cifre e trattini bassi/);
    expect(api.callsTo(SAVE)).toHaveLength(0);
    await user.clear(code);
    await fill(user, code, 'privacy_clienti');
    await user.click(screen.getByRole('button', { name: 'Salva e pubblica' }));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: /Codice/ }))).toBe(
        "Esiste già un'informativa con questo codice.",
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Salva e pubblica' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(2));
    expect(api.callsTo(SAVE)[1]?.body).toMatchObject({
      Id: 3,
      Code: 'privacy_clienti',
      Kind: 'privacy',
      CompanyType: null,
      Mandatory: true,
      TitleIt: 'Informativa privacy 2027',
      TextEn: '<p>We process your data.</p>',
    });
    expect(await screen.findByText('PRIVACY_CLIENTI salvata: versione 3 in vigore.')).toBeTruthy();
  });
});
