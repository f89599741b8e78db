import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import {
  pageAnswer,
  permissionsAnswer,
  permissionsLoaded,
  renderPage,
} from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { AudienceEditPage } from './audience-edit-page';
import { CampaignPage } from './campaign-page';
import { CampaignsListPage } from './campaigns-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PERMISSIONS = 'GET /api/App/BackOffice/Permissions';
const COUNT = 'POST /api/MLC/Audiences/Count';
const SAVE_AUDIENCE = 'POST /api/MLC/Audiences/Save';
const SEND = 'POST /api/MLC/Campaigns/Send';
const CAMPAIGN = 'GET /api/MLC/Campaigns/Detail/5';
const RECIPIENTS = `GET /api/MLC/Campaigns/Recipients/5/${encodeFilter({ Page: 0, Size: 20, Sort: 'Email', Desc: false })}`;

const AUDIENCE = {
  Id: 3,
  Name: 'Clienti paghe',
  Kind: 'filter',
  Users: 120,
  Companies: 8,
  Subscribed: 95,
  UpdatedAt: '2026-11-20T09:00:00.000Z',
  UpdatedBy: 'admin@sportello.demo',
  Filter: {
    Products: ['payroll'],
    CompanyTypes: [],
    GroupCodes: [],
    TagIds: [],
    Role: null,
    LanguageId: null,
    NewsLetter: null,
  },
};
const COUNTS = {
  Total: 0,
  Queued: 0,
  Sending: 0,
  Sent: 0,
  Failed: 0,
  Bounced: 0,
  Skipped: 0,
  Cancelled: 0,
  Unsubscribed: 0,
};
const DRAFT = {
  Id: 5,
  Name: 'Novità di primavera',
  State: 'draft',
  TemplateId: 4,
  TemplateName: 'Campagna di primavera',
  AudienceId: 3,
  AudienceName: 'Clienti paghe',
  RatePerSecond: 50,
  ScheduledAt: null,
  StartedAt: null,
  FinishedAt: null,
  Counts: COUNTS,
  UpdatedAt: '2026-11-20T09:00:00.000Z',
  UpdatedBy: 'admin@sportello.demo',
};
const SENDING = {
  ...DRAFT,
  State: 'sending',
  StartedAt: '2026-11-21T09:00:00.000Z',
  Counts: { ...COUNTS, Total: 95, Queued: 50, Sending: 3, Sent: 40, Failed: 1, Bounced: 1 },
};
const RECIPIENT = {
  UserId: 'u1',
  Name: 'Mario Rossi',
  Email: 'mario.rossi@rossi-impianti.example',
  CompanyName: 'Rossi Impianti S.r.l.',
  State: 'sent',
  SentAt: '2026-11-21T09:00:05.000Z',
  Error: '',
  UnsubscribedAt: null,
};

// Whole pages with Mantine render slowly on a busy machine.
describe('campaigns and audiences', { timeout: 20_000 }, () => {
  it('a filter audience counts its people live as the filter changes; the server’s refusal goes next to its field', async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      [COUNT]: (call) =>
        json(
          200,
          (call.body as { Products: string[] }).Products.length > 0
            ? { Users: 120, Companies: 8, Subscribed: 95 }
            : { Users: 900, Companies: 61, Subscribed: 640 },
        ),
      [SAVE_AUDIENCE]: json(400, {
        ErrorCode: 518,
        ErrorMessage: 'ERROR_FIELD_TOO_LONG 100',
        Message: 'x',
        Fields: [{ Field: 'Name', ErrorMessage: 'ERROR_FIELD_TOO_LONG 100', Message: 'x' }],
      }),
    });
    const { user } = renderPage(
      <AudienceEditPage />,
      '/backoffice/mailing/audiences/new',
      paths.backoffice.audience,
    );
    expect(
      await screen.findByText('900 persone di 61 aziende, 640 accettano le comunicazioni commerciali'),
    ).toBeTruthy();

    // The browser asks for a name first.
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(screen.getByRole('textbox', { name: /^Nome/ }))).toBe('Campo obbligatorio.');
    expect(api.callsTo(SAVE_AUDIENCE)).toHaveLength(0);

    const products = screen.getAllByLabelText("Prodotti dell'azienda").find((el) => el.tagName === 'INPUT')!;
    await user.click(products);
    await user.click(await screen.findByRole('option', { name: 'Paghe' }));
    expect(
      await screen.findByText('120 persone di 8 aziende, 95 accettano le comunicazioni commerciali'),
    ).toBeTruthy();
    expect(api.callsTo(COUNT).at(-1)?.body).toMatchObject({ Products: ['payroll'], Role: null });

    const name = screen.getByRole('textbox', { name: /^Nome/ });
    await fill(user, name, 'Clienti paghe');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(fieldErrorOf(name)).toMatch(/^Testo troppo lungo/));
    expect(api.callsTo(SAVE_AUDIENCE)[0]?.body).toMatchObject({
      Id: 0,
      Name: 'Clienti paghe',
      Kind: 'filter',
      Filter: { Products: ['payroll'] },
    });
  });

  it('an audience a campaign uses is not deleted, and the page says why', async () => {
    stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      'GET /api/MLC/Audiences/Detail/3': json(200, AUDIENCE),
      [COUNT]: json(200, { Users: 120, Companies: 8, Subscribed: 95 }),
      'DELETE /api/MLC/Audiences/Delete/3': apiError(409, 841, 'ERROR_AUDIENCE_IN_USE'),
    });
    const { user } = renderPage(
      <AudienceEditPage />,
      '/backoffice/mailing/audiences/3',
      paths.backoffice.audience,
    );
    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Eliminare il pubblico «Clienti paghe»/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Il pubblico è usato da una campagna: non si può eliminare.',
    );
  });

  it('sends a draft now after a confirmation that counts its people, then shows where it stands', async () => {
    let campaign: object = DRAFT;
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      [CAMPAIGN]: () => json(200, campaign),
      'GET /api/MLC/Audiences/Detail/3': json(200, AUDIENCE),
      [SEND]: () => {
        campaign = SENDING;
        return json(200, SENDING);
      },
      [RECIPIENTS]: pageAnswer([RECIPIENT]),
    });
    const { user } = renderPage(
      <CampaignPage />,
      '/backoffice/mailing/campaigns/5',
      paths.backoffice.campaign,
    );
    expect(await screen.findByText('Bozza')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Invia ora' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Inviare ora «Novità di primavera» al pubblico «Clienti paghe»? La riceveranno 95 persone delle 120 del pubblico: solo chi accetta le comunicazioni commerciali.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Invia ora' }));
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expect(api.callsTo(SEND)[0]?.body).toEqual({ Id: 5, At: null });

    expect(await screen.findByText('In invio')).toBeTruthy();
    expect(screen.getByText('42 di 95 concluse, di cui 40 inviate')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: "Avanzamento dell'invio" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Metti in pausa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annulla la campagna' })).toBeTruthy();
    // Sending, it can no longer be changed nor sent again.
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invia ora' })).toBeNull();
    expect(await screen.findByText('mario.rossi@rossi-impianti.example')).toBeTruthy();
  });

  it('cancelling asks first, in red; an operator only reads and exports the report', async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      [CAMPAIGN]: json(200, SENDING),
      [RECIPIENTS]: pageAnswer([RECIPIENT]),
      'POST /api/MLC/Campaigns/Cancel': json(200, { ...SENDING, State: 'cancelled' }),
    });
    const { user, unmount } = renderPage(
      <CampaignPage />,
      '/backoffice/mailing/campaigns/5',
      paths.backoffice.campaign,
    );
    await user.click(await screen.findByRole('button', { name: 'Annulla la campagna' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Annulla la campagna',
    });
    expect(confirm.getAttribute('style')).toMatch(/red/);
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo('POST /api/MLC/Campaigns/Cancel')).toHaveLength(1));
    expect(await screen.findByText('Campagna annullata.')).toBeTruthy();
    unmount();

    stubApi({
      [PERMISSIONS]: permissionsAnswer('operator'),
      // Still sending: an admin could pause and cancel it here, so their absence is the operator's.
      [CAMPAIGN]: json(200, SENDING),
      [RECIPIENTS]: pageAnswer([RECIPIENT]),
    });
    const { queryClient } = renderPage(
      <CampaignPage />,
      '/backoffice/mailing/campaigns/5',
      paths.backoffice.campaign,
    );
    const exportLink = await screen.findByRole('link', { name: 'Esporta CSV' });
    expect(exportLink.getAttribute('href')).toMatch(
      /\/api\/MLC\/Campaigns\/Recipients\/Export\/5\/.+Encoding=65001$/,
    );
    expect(screen.getByLabelText('Respinte: 1')).toBeTruthy();
    await permissionsLoaded(queryClient);
    for (const name of ['Salva', 'Invia ora', 'Metti in pausa', 'Annulla la campagna', 'Elimina'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('lists the campaigns with their state in words and how many were sent', async () => {
    stubApi({
      [PERMISSIONS]: permissionsAnswer('viewer'),
      [`GET /api/MLC/Campaigns/Filters/${encodeFilter({ Page: 0, Size: 20, Sort: 'UpdatedAt', Desc: true })}`]:
        pageAnswer([SENDING]),
    });
    const { queryClient } = renderPage(
      <CampaignsListPage />,
      paths.backoffice.campaigns,
      paths.backoffice.campaigns,
    );
    expect(await screen.findByRole('link', { name: 'Novità di primavera' })).toBeTruthy();
    expect(screen.getAllByText('In invio').length).toBeGreaterThan(0);
    expect(screen.getAllByText('40/95').length).toBeGreaterThan(0);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Nuova campagna' })).toBeNull();
  });
});
