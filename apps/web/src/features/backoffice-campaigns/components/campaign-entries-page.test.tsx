import type { CampaignEntry } from '@sportello/contracts/backoffice/campaigns.contract';
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
import { fill } from '../../../testing/fill';
import { CampaignEntriesPage } from './campaign-entries-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const LIST = 'POST /api/app/campaigns/data/list';
const DECIDE = 'POST /api/app/campaigns/data/decision';

const entryOf = (overrides: Partial<CampaignEntry>): CampaignEntry => ({
  Id: 11,
  Campaign: { Id: 3, Type: 'tutor', Title: 'Tutor 2027' },
  Kind: 'application',
  Status: 'pending',
  Position: null,
  Company: { Id: 8, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  UserId: 'mario.rossi',
  ContactName: 'Mario Rossi',
  Email: 'mario.rossi@rossi-impianti.example',
  Phone: '0212345678',
  Availability: 'Martedì pomeriggio',
  Motivation: 'Usiamo le paghe da anni.',
  TalkTitle: '',
  Abstract: '',
  PrivacyConsentAt: '2027-02-01T09:00:00.000Z',
  MarketingConsentAt: null,
  DecidedBy: null,
  DecidedAt: null,
  Note: '',
  CreatedAt: '2027-02-01T09:00:00.000Z',
  UpdatedAt: '2027-02-01T09:00:00.000Z',
  ...overrides,
});
const APPLICATION = entryOf({});
const WAITING = entryOf({
  Id: 12,
  Campaign: { Id: 5, Type: 'talks', Title: 'Talks di primavera' },
  Kind: 'registration',
  Status: 'waiting',
  Position: 2,
  Company: { Id: 9, VatCode: '12345678903', Name: 'Studio Bianchi' },
  ContactName: 'Anna Bianchi',
  Email: 'anna@studiobianchi.example',
  Phone: '',
  Availability: '',
  Motivation: '',
});

/** Every call of the page but the list's: the permissions, and the campaign picker's choices. */
const around = (role: 'viewer' | 'operator') => ({
  'GET /api/App/BackOffice/Permissions': permissionsAnswer(role),
  [`GET /api/app/campaigns/Filters/${encodeFilter({ Page: 0, Size: 100, Sort: 'StartsAt', Desc: true })}`]:
    pageAnswer([]),
});

const renderEntries = (search = '') =>
  renderPage(
    <CampaignEntriesPage />,
    `${paths.backoffice.customerCampaignEntries}${search}`,
    paths.backoffice.customerCampaignEntries,
  );

describe('CampaignEntriesPage', { timeout: 20_000 }, () => {
  it('lists the entries with their status in words; a viewer reads them and decides nothing', async () => {
    const api = stubApi({
      ...around('viewer'),
      [LIST]: pageAnswer([APPLICATION, WAITING]),
    });
    const { user, queryClient } = renderEntries();
    const row = (await screen.findByText('Rossi Impianti S.r.l.')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tutor 2027')).toBeTruthy();
    expect(within(row).getByText('Candidatura tutor')).toBeTruthy();
    expect(within(row).getByText('Da valutare')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'mario.rossi@rossi-impianti.example' })).toBeTruthy();
    const waiting = screen.getByText('Studio Bianchi').closest('tr') as HTMLElement;
    expect(within(waiting).getByText("In lista d'attesa, posizione 2")).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Accetta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
    expect(api.callsTo(LIST)[0]?.body).toEqual({ Page: 0, Size: 20, Sort: 'CreatedAt', Desc: true });

    // Its details: what the company wrote.
    await user.click(screen.getAllByRole('button', { name: 'Dettagli' })[0]!);
    const details = await screen.findByRole('dialog', {
      name: 'Dettagli: Candidatura tutor di Rossi Impianti S.r.l.',
    });
    expect(details.textContent).toContain('Usiamo le paghe da anni.');
    expect(details.textContent).toContain('Martedì pomeriggio');
  });

  it('asks the list for the campaign, kind, status and words of the address, and exports the same', async () => {
    const api = stubApi({
      ...around('operator'),
      [LIST]: pageAnswer([APPLICATION]),
    });
    renderEntries('?campaign=3&kind=application&status=pending&q=rossi');
    await screen.findByText('Rossi Impianti S.r.l.');
    expect(api.callsTo(LIST)[0]?.body).toEqual({
      Page: 0,
      Size: 20,
      Sort: 'CreatedAt',
      Desc: true,
      CampaignId: 3,
      Kind: 'application',
      Status: 'pending',
      Text: 'rossi',
    });
    const csv = screen.getByRole('link', { name: 'Esporta CSV' }) as HTMLAnchorElement;
    expect(csv.getAttribute('href')).toMatch(
      /^\/api\/app\/campaigns\/data\/export\/[\w-]+\?state=true&Encoding=/,
    );
  });

  it('accepts an entry with a note, through a confirmation, and reads the list again', async () => {
    const api = stubApi({
      ...around('operator'),
      [LIST]: [
        pageAnswer([APPLICATION, WAITING]),
        pageAnswer([{ ...APPLICATION, Status: 'accepted' }, WAITING]),
      ],
      [DECIDE]: json(200, { ...APPLICATION, Status: 'accepted' }),
    });
    const { user } = renderEntries();
    const row = (await screen.findByText('Rossi Impianti S.r.l.')).closest('tr') as HTMLElement;
    // A registration that waits may only be taken back.
    const waiting = screen.getByText('Studio Bianchi').closest('tr') as HTMLElement;
    expect(within(waiting).queryByRole('button', { name: 'Accetta' })).toBeNull();
    expect(within(waiting).getByRole('button', { name: 'Rifiuta' })).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Accetta' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Accetta: Candidatura tutor di Rossi Impianti S.r.l.',
    });
    expect(dialog.textContent).toContain('Il referente, Mario Rossi, riceverà la decisione via e-mail.');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nota per il referente/ }), 'Benvenuti!');
    await user.click(within(dialog).getByRole('button', { name: 'Accetta' }));

    await waitFor(() => expect(api.callsTo(DECIDE)).toHaveLength(1));
    expect(api.callsTo(DECIDE)[0]?.body).toEqual({ Id: 11, Decision: 'accept', Note: 'Benvenuti!' });
    expect(await screen.findByText('Adesione di Rossi Impianti S.r.l. accettata.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByText('Rossi Impianti S.r.l.').closest('tr') as HTMLElement).getByText('Accettata'),
    ).toBeTruthy();
  });

  it('keeps the dialog open with the refusal when the entry moved meanwhile', async () => {
    const api = stubApi({
      ...around('operator'),
      [LIST]: pageAnswer([WAITING]),
      [DECIDE]: json(409, {
        ErrorCode: 867,
        ErrorMessage: 'ERROR_CAMPAIGN_ENTRY_STATE',
        Message: 'x',
      }),
    });
    const { user } = renderEntries();
    await user.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiuta: Iscrizione di Studio Bianchi' });
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(
      await within(dialog).findByText("L'operazione non è possibile nello stato attuale dell'adesione."),
    ).toBeTruthy();
    expect(api.callsTo(DECIDE)[0]?.body).toEqual({ Id: 12, Decision: 'reject', Note: '' });
  });

  it('says so when no entry has arrived yet', async () => {
    stubApi({
      ...around('operator'),
      [LIST]: pageAnswer([]),
    });
    renderEntries();
    expect(await screen.findByText('Nessuna adesione ricevuta finora.')).toBeTruthy();
  });
});
