import type { OpenCampaign } from '@sportello/contracts/app/campaigns.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { CampaignsHomeCard } from './campaigns-home-card';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const LIST = 'GET /api/app/campaigns/type/list/';

const campaignOf = (overrides: Partial<OpenCampaign>): OpenCampaign => ({
  Id: 1,
  Type: 'tutor',
  Title: 'Tutor 2027',
  Description: 'Aiuta i nuovi clienti.',
  StartsAt: '2027-01-10T08:00:00.000Z',
  EndsAt: '2027-03-01T08:00:00.000Z',
  EventAt: null,
  Place: '',
  Capacity: null,
  PlacesLeft: null,
  Mine: [],
  ...overrides,
});
const TUTOR = campaignOf({});
const TALKS = campaignOf({
  Id: 2,
  Type: 'talks',
  Title: 'Talks di primavera',
  EventAt: '2027-04-15T13:00:00.000Z',
  Place: 'Milano, Via Roma 1',
  Capacity: 40,
  PlacesLeft: 12,
  Mine: [
    {
      Id: 9,
      Kind: 'registration',
      ContactName: 'Mario Rossi',
      Status: 'waiting',
      Position: 2,
      CanWithdraw: true,
      CreatedAt: '2027-02-01T09:00:00.000Z',
    },
  ],
});

const renderCard = () => renderWithProviders(<CampaignsHomeCard sessionKey="mario.rossi|" />);

describe('CampaignsHomeCard', { timeout: 15_000 }, () => {
  it('shows each open campaign with its dates, place, places left, the company’s entries and what it may do', async () => {
    stubApi({ [LIST]: json(200, [TUTOR, TALKS]) });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Campagne ed eventi' });
    const tutor = within(card).getByRole('article', { name: 'Tutor 2027' });
    expect(within(tutor).getByText('Programma tutor')).toBeTruthy();
    expect(within(tutor).getByRole('button', { name: 'Candidati' })).toBeTruthy();
    expect(tutor.textContent).toMatch(/Adesioni dal \d\d\/01\/2027 \d\d:\d\d al \d\d\/03\/2027/);

    const talks = within(card).getByRole('article', { name: 'Talks di primavera' });
    expect(talks.textContent).toContain('Dove: Milano, Via Roma 1');
    expect(talks.textContent).toMatch(/Quando: 15\/04\/2027 \d\d:00/);
    expect(within(talks).getByText('Restano 12 posti su 40')).toBeTruthy();
    const mine = within(talks).getByRole('list', { name: 'Le adesioni della tua azienda' });
    expect(mine.textContent).toContain('Iscrizione di Mario Rossi del 01/02/2027');
    expect(mine.textContent).toContain("In lista d'attesa, posizione 2");
    expect(within(talks).getByRole('button', { name: 'Proponi un intervento' })).toBeTruthy();
    expect(within(talks).getByRole('button', { name: 'Iscriviti' })).toBeTruthy();
  });

  it('offers the waiting list when the places are taken, and no second application', async () => {
    stubApi({
      [LIST]: json(200, [
        campaignOf({
          Mine: [
            {
              Id: 4,
              Kind: 'application',
              ContactName: 'Mario Rossi',
              Status: 'pending',
              Position: null,
              // A colleague's: only they, or the company's admin, may withdraw it.
              CanWithdraw: false,
              CreatedAt: '2027-02-01T09:00:00.000Z',
            },
          ],
        }),
        { ...TALKS, PlacesLeft: 0, Mine: [] },
      ]),
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Campagne ed eventi' });
    const tutor = within(card).getByRole('article', { name: 'Tutor 2027' });
    expect(within(tutor).getByText('In attesa di risposta')).toBeTruthy();
    expect(within(tutor).queryByRole('button', { name: 'Candidati' })).toBeNull();
    expect(within(tutor).queryByRole('button', { name: /^Ritira/ })).toBeNull();
    const talks = within(card).getByRole('article', { name: 'Talks di primavera' });
    expect(within(talks).getByText("Posti esauriti: puoi iscriverti in lista d'attesa")).toBeTruthy();
    expect(within(talks).getByRole('button', { name: "Iscriviti in lista d'attesa" })).toBeTruthy();
  });

  it('withdraws an entry after a confirmation, and reads the campaigns again', async () => {
    const api = stubApi({
      [LIST]: [json(200, [TALKS]), json(200, [{ ...TALKS, Mine: [] }])],
      'POST /api/app/campaigns/Entries/Withdraw/9': json(200, {
        ...TALKS.Mine[0],
        Status: 'withdrawn',
        Position: null,
      }),
    });
    const { user } = renderCard();
    const card = await screen.findByRole('region', { name: 'Campagne ed eventi' });
    await user.click(
      within(card).getByRole('button', { name: 'Ritira: Iscrizione di Mario Rossi del 01/02/2027' }),
    );
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Ritira' }));
    await waitFor(() => expect(api.callsTo('POST /api/app/campaigns/Entries/Withdraw/9')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    await waitFor(() =>
      expect(within(card).queryByRole('list', { name: 'Le adesioni della tua azienda' })).toBeNull(),
    );
  });

  it('draws nothing when no campaign is open to the company, or when they cannot be read', async () => {
    for (const answer of [
      json(200, []),
      json(500, { ErrorCode: 1, ErrorMessage: 'ERROR_GENERIC', Message: 'x' }),
    ]) {
      const api = stubApi({ [LIST]: answer });
      const { unmount } = renderCard();
      await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
      // The answer read and rendered: still no card, no error, no retry.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });
});
