import type { Campaign } from '@sportello/contracts/backoffice/campaigns.contract';
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
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { CustomerCampaignsPage } from './customer-campaigns-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'StartsAt', Desc: true };
const listRoute = (filter: object) => `GET /api/app/campaigns/Filters/${encodeFilter(filter)}`;
const SAVE = 'POST /api/app/campaigns/Save';

const campaignOf = (overrides: Partial<Campaign>): Campaign => ({
  Id: 3,
  Type: 'tutor',
  Title: 'Tutor 2027',
  Description: '',
  StartsAt: '2027-01-10T08:00:00.000Z',
  EndsAt: '2027-03-01T08:00:00.000Z',
  EventAt: null,
  Place: '',
  Capacity: null,
  Products: [],
  CompanyTypes: [],
  TagIds: [],
  Tags: [],
  Enabled: true,
  Status: 'open',
  Entries: 4,
  Pending: 2,
  Registered: 0,
  Waiting: 0,
  PlacesLeft: null,
  CreatedAt: '2026-12-01T09:00:00.000Z',
  UpdatedAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});
const TUTOR = campaignOf({});
const TALKS = campaignOf({
  Id: 5,
  Type: 'talks',
  Title: 'Talks di primavera',
  EventAt: '2027-04-15T13:00:00.000Z',
  Place: 'Milano',
  Capacity: 40,
  Status: 'upcoming',
  Enabled: false,
  Entries: 0,
  Pending: 0,
  Registered: 0,
  PlacesLeft: 40,
});

const renderList = (search = '') =>
  renderPage(
    <CustomerCampaignsPage />,
    `${paths.backoffice.customerCampaigns}${search}`,
    paths.backoffice.customerCampaigns,
  );

describe('CustomerCampaignsPage', { timeout: 20_000 }, () => {
  it('lists the campaigns with status, entries and places; a viewer opens them read-only', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer([TUTOR, TALKS]),
    });
    const { user, queryClient } = renderList();
    const tutor = (await screen.findByRole('button', { name: 'Apri la campagna Tutor 2027' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(tutor).getByText('Aperta')).toBeTruthy();
    const entries = within(tutor).getByRole('link', { name: '4 adesioni' }) as HTMLAnchorElement;
    expect(entries.getAttribute('href')).toBe(`${paths.backoffice.customerCampaignEntries}?campaign=3`);
    expect(within(tutor).getByText('2 da valutare')).toBeTruthy();
    const talks = screen.getByText('Talks di primavera').closest('tr') as HTMLElement;
    expect(within(talks).getByText('Non ancora aperta')).toBeTruthy();
    expect(within(talks).getByText('Spenta')).toBeTruthy();
    expect(within(talks).getByText('0 su 40')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Nuova campagna' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Apri la campagna Tutor 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campagna Tutor 2027' });
    // Every field sits in one disabled fieldset.
    const title = within(dialog).getByRole('textbox', { name: /^Titolo/ });
    expect(title.closest('fieldset')?.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('asks the server for the type, status and words of the address; says when there is no campaign yet', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute({ ...FIRST, Text: 'primavera', Type: 'talks', Status: 'upcoming' })]: pageAnswer([TALKS]),
      [listRoute(FIRST)]: pageAnswer([]),
    });
    const first = renderList('?q=primavera&type=talks&status=upcoming');
    expect(await screen.findByText('Talks di primavera')).toBeTruthy();
    // Nobody entered yet: it may still be deleted.
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeTruthy();
    first.unmount();
    renderList();
    expect(
      await screen.findByText('Nessuna campagna ancora: creane una per offrirla ai clienti.'),
    ).toBeTruthy();
    expect(api.callsTo(listRoute(FIRST))).toHaveLength(1);
  });

  it('creates an event: its own fields appear, and the server’s refusals go next to them', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([TUTOR]),
      'GET /api/Tag/Options': json(200, []),
      [SAVE]: [
        json(400, {
          ErrorCode: 101,
          ErrorMessage: 'ERROR_DATE_RANGE_END_BEFORE_START',
          Message: 'x',
          Fields: [
            { Field: 'EndsAt', ErrorMessage: 'ERROR_DATE_RANGE_END_BEFORE_START', Message: 'x' },
            { Field: 'Place', ErrorMessage: 'ERROR_FIELD_TOO_LONG 200', Message: 'x' },
          ],
        }),
        json(200, TALKS),
      ],
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Nuova campagna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova campagna' });
    expect(within(dialog).queryByLabelText(/^Data e ora dell'evento/)).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /^Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Evento con interventi' }));

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Titolo/ }))).toBe(
      'Campo obbligatorio.',
    );
    expect(fieldErrorOf(within(dialog).getByLabelText(/^Data e ora dell'evento/))).toBe(
      'Campo obbligatorio.',
    );
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Titolo/ }), 'Talks di primavera');
    await fill(user, within(dialog).getByLabelText(/^Adesioni dal/), '10/01/2027 09:00');
    await fill(user, within(dialog).getByLabelText(/^Adesioni fino al/), '01/03/2027 09:00');
    await fill(user, within(dialog).getByLabelText(/^Data e ora dell'evento/), '15/04/2027 14:00');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Luogo/ }), 'Milano');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Posti/ }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      Id: 0,
      Type: 'talks',
      Title: 'Talks di primavera',
      Place: 'Milano',
      Capacity: 40,
      Products: [],
      CompanyTypes: [],
      TagIds: [],
      Enabled: true,
    });
    const sent = api.callsTo(SAVE)[0]?.body as { StartsAt: string; EventAt: string };
    expect(new Date(sent.StartsAt).getTime()).toBe(new Date(2027, 0, 10, 9, 0).getTime());
    expect(new Date(sent.EventAt).getTime()).toBe(new Date(2027, 3, 15, 14, 0).getTime());
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByLabelText(/^Adesioni fino al/))).toBe(
        'La data di fine non può precedere la data di inizio.',
      ),
    );
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Luogo/ }))).toBe(
      'Testo troppo lungo. Lunghezza massima: 200',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Campagna Talks di primavera salvata.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
