import type { OpenCampaign } from '@sportello/contracts/app/campaigns.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, sessionOf, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { CampaignEntryModal } from './campaign-entry-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const TUTOR: OpenCampaign = {
  Id: 3,
  Type: 'tutor',
  Title: 'Tutor 2027',
  Description: '',
  StartsAt: '2027-01-10T08:00:00.000Z',
  EndsAt: '2027-03-01T08:00:00.000Z',
  EventAt: null,
  Place: '',
  Capacity: null,
  PlacesLeft: null,
  Mine: [],
};
const TALKS: OpenCampaign = {
  ...TUTOR,
  Id: 5,
  Type: 'talks',
  Title: 'Talks di primavera',
  EventAt: '2027-04-15T13:00:00.000Z',
  Place: 'Milano',
  Capacity: 40,
  PlacesLeft: 0,
};
const entryOf = (Kind: string, Status: string, Position: number | null = null) =>
  json(200, { Id: 21, Kind, Status, Position, CanWithdraw: true, CreatedAt: '2027-02-01T09:00:00.000Z' });

/** The refusal the server sends when the body fails the contract: one problem per field. */
const refusal = (fields: [string, string, string][]) =>
  json(400, {
    ErrorCode: 101,
    ErrorMessage: fields[0]?.[1] ?? 'ERROR_BAD_REQUEST',
    Message: 'x',
    Fields: fields.map(([Field, ErrorMessage, Message]) => ({ Field, ErrorMessage, Message })),
  });

const SESSION = { 'GET /api/Auth/session': json(200, sessionOf()) };

describe('CampaignEntryModal', { timeout: 20_000 }, () => {
  it('applies to the tutor programme as the signed-in user, and says the vendor will answer', async () => {
    const api = stubApi({
      ...SESSION,
      'POST /api/app/campaigns/tutor/apply': entryOf('application', 'pending'),
    });
    const onSent = vi.fn();
    const { user } = renderWithProviders(
      <CampaignEntryModal campaign={TUTOR} kind="application" onClose={() => {}} onSent={onSent} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Candidatura: Tutor 2027' });
    const name = await within(dialog).findByRole('textbox', { name: /^Nome e cognome del referente/ });
    expect((name as HTMLInputElement).value).toBe('Mario Rossi');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Telefono/ }), '0212345678');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Disponibilità/ }), 'Martedì pomeriggio');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Motivazione/ }),
      'Usiamo le paghe da anni.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /trattamento dei miei dati/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));

    await waitFor(() => expect(api.callsTo('POST /api/app/campaigns/tutor/apply')).toHaveLength(1));
    expect(api.callsTo('POST /api/app/campaigns/tutor/apply')[0]?.body).toEqual({
      CampaignId: 3,
      ContactName: 'Mario Rossi',
      Email: 'mario.rossi@rossi-impianti.example',
      Phone: '0212345678',
      Availability: 'Martedì pomeriggio',
      Motivation: 'Usiamo le paghe da anni.',
      PrivacyConsent: true,
      MarketingConsent: false,
    });
    expect(await within(dialog).findByText('Candidatura inviata. Ti risponderemo via e-mail.')).toBeTruthy();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('asks for what is missing before sending, each message under its field', async () => {
    const api = stubApi({});
    const { user } = renderWithProviders(
      <CampaignEntryModal campaign={TALKS} kind="talk" onClose={() => {}} onSent={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Proponi un intervento: Talks di primavera' });
    // Without a session to start from, the contact is empty.
    await fill(user, await within(dialog).findByRole('textbox', { name: /^E-mail/ }), 'non-un-indirizzo');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Telefono/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));

    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Nome e cognome/ }))).toBe(
      'Campo obbligatorio.',
    );
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^E-mail/ }))).toBe(
      'Indirizzo e-mail non valido.',
    );
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Telefono/ }))).toMatch(
      /^Numero di telefono non valido/,
    );
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Titolo dell'intervento/ }))).toBe(
      'Campo obbligatorio.',
    );
    expect(fieldErrorOf(within(dialog).getByRole('checkbox', { name: /trattamento dei miei dati/ }))).toBe(
      "Devi prendere visione dell'informativa sulla privacy.",
    );
    // The tutor programme's questions are not a talk's.
    expect(within(dialog).queryByRole('textbox', { name: /^Motivazione/ })).toBeNull();
    expect(api.callsTo('POST /api/app/campaigns/talks21/apply')).toHaveLength(0);
  });

  it('shows the server’s refusals next to their fields, in the user’s language', async () => {
    stubApi({
      ...SESSION,
      'POST /api/app/campaigns/talks21/apply': refusal([
        ['TalkTitle', 'ERROR_FIELD_TOO_LONG 200', 'Testo troppo lungo. Lunghezza massima: 200'],
        ['Phone', 'ERROR_BAD_PHONE', 'Numero di telefono non valido'],
      ]),
    });
    const { user } = renderWithProviders(
      <CampaignEntryModal campaign={TALKS} kind="talk" onClose={() => {}} onSent={() => {}} />,
      { languageId: 2 },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Propose a talk: Talks di primavera' });
    await fill(user, await within(dialog).findByRole('textbox', { name: /^Phone/ }), '0212345678');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Talk title/ }), 'Paghe e cedolini');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Abstract/ }), 'Come leggere un cedolino.');
    await user.click(within(dialog).getByRole('checkbox', { name: /processing of my personal data/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const title = within(dialog).getByRole('textbox', { name: /^Talk title/ });
    await waitFor(() => expect(fieldErrorOf(title)).toBe('Text too long. Maximum length: 200'));
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Phone/ }))).toMatch(
      /^Invalid phone number/,
    );
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('says clearly that a registration joined the waiting list, and at which place', async () => {
    const api = stubApi({
      ...SESSION,
      'POST /api/app/campaigns/talks21/register': entryOf('registration', 'waiting', 3),
    });
    const { user } = renderWithProviders(
      <CampaignEntryModal campaign={TALKS} kind="registration" onClose={() => {}} onSent={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Iscrizione: Talks di primavera' });
    // A place asks for the contact only.
    expect(within(dialog).queryByRole('textbox', { name: /^Telefono/ })).toBeNull();
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).not.toBe(
        '',
      ),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /trattamento dei miei dati/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain("Sei in lista d'attesa");
    expect(status.textContent).toContain("sei in lista d'attesa, in posizione 3");
    expect(api.callsTo('POST /api/app/campaigns/talks21/register')[0]?.body).toEqual({
      CampaignId: 5,
      ContactName: 'Mario Rossi',
      Email: 'mario.rossi@rossi-impianti.example',
      PrivacyConsent: true,
    });
  });

  it('puts an address already registered next to the e-mail', async () => {
    stubApi({
      ...SESSION,
      'POST /api/app/campaigns/talks21/register': json(409, {
        ErrorCode: 868,
        ErrorMessage: 'ERROR_CAMPAIGN_ALREADY_REGISTERED',
        Message: 'x',
      }),
    });
    const { user } = renderWithProviders(
      <CampaignEntryModal campaign={TALKS} kind="registration" onClose={() => {}} onSent={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    const email = await within(dialog).findByRole('textbox', { name: /^E-mail/ });
    await user.click(within(dialog).getByRole('checkbox', { name: /trattamento dei miei dati/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    await waitFor(() =>
      expect(fieldErrorOf(email)).toBe("Questo indirizzo e-mail è già iscritto all'evento."),
    );
  });
});
