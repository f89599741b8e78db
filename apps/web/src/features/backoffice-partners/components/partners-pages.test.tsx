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
import { currentLocation } from '../../../testing/render-at-route';
import { PartnerDetailPage } from './partner-detail-page';
import { PartnerLinksPage } from './partner-links-page';
import { PartnersListPage } from './partners-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PERMISSIONS = 'GET /api/App/BackOffice/Permissions';
const SAVE = 'POST /api/Partner/Save';
const ROTATE = 'POST /api/Partner/Secret/Rotate';
const FIRST = { Page: 0, Size: 20, Sort: 'Name', Desc: false };
const listRoute = (filter: object) => `GET /api/Partner/Filters/${encodeFilter(filter)}`;
const linksRoute = (filter: object) => `GET /api/Partner/Links/${encodeFilter(filter)}`;
const OPTIONS = listRoute({ Page: 0, Size: 100, Sort: 'Name', Desc: false });
const DISCLAIMERS = `GET /api/Disclaimer/Filters/${encodeFilter({ Page: 0, Size: 100, Sort: 'Code', Desc: false })}`;

const SECRET = 'sk_live_8hQ2vR7mN4pX9tL3wZ6cY1bF5dJ0kS2a';
const VIALIBERA = {
  Id: 3,
  Name: 'Vialibera',
  ClientId: 'ptn_vialibera_7f3k2m',
  Scopes: ['users.read', 'users.link'],
  TokenSeconds: 3600,
  RatePerMinute: 600,
  DisclaimerCodes: ['PRIVACY'],
  Enabled: true,
  Links: 42,
  Secrets: [
    { Id: 9, Hint: 'f5d1', CreatedAt: '2026-11-20T09:00:00.000Z', ExpiresAt: null },
    { Id: 7, Hint: 'ab12', CreatedAt: '2026-10-01T09:00:00.000Z', ExpiresAt: '2026-11-21T09:00:00.000Z' },
  ],
  CreatedAt: '2026-10-01T09:00:00.000Z',
  UpdatedAt: '2026-11-20T09:00:00.000Z',
};
const CONTABILE = {
  ...VIALIBERA,
  Id: 4,
  Name: 'Contabile Web',
  ClientId: 'ptn_contabile_9a8b7c',
  Scopes: ['disclaimers.read'],
  Enabled: false,
  Links: 0,
};
const DISCLAIMER = {
  Id: 1,
  Code: 'PRIVACY',
  Kind: 'privacy',
  CompanyType: null,
  Mandatory: true,
  Active: true,
  Version: 2,
  TitleIt: 'Informativa privacy',
  TitleEn: 'Privacy notice',
  UpdatedAt: '2026-09-01T09:00:00.000Z',
  UpdatedBy: 'admin@sportello.demo',
};

const renderList = (search = '') =>
  renderPage(<PartnersListPage />, `${paths.backoffice.partners}${search}`, paths.backoffice.partners);
const renderDetail = (id = 3) =>
  renderPage(<PartnerDetailPage />, `/backoffice/partners/${id}`, paths.backoffice.partner);

describe('PartnersListPage', { timeout: 15_000 }, () => {
  it('lists the partners with their client id, what they may do in words and their links; a viewer registers none', async () => {
    stubApi({
      [PERMISSIONS]: permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer([CONTABILE, VIALIBERA]),
    });
    const { queryClient } = renderList();
    expect(await screen.findByRole('link', { name: 'Vialibera' })).toBeTruthy();
    expect(screen.getByText('ptn_vialibera_7f3k2m')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Copia il client ID' })).toHaveLength(2);
    expect(screen.getByText('Consultare gli utenti collegati')).toBeTruthy();
    expect(screen.getByText('Leggere le informative')).toBeTruthy();
    expect(screen.getByText('Disattivata')).toBeTruthy();
    const links = screen.getByRole('link', { name: 'Collegamenti di Vialibera: 42' }) as HTMLAnchorElement;
    expect(links.getAttribute('href')).toBe(`${paths.backoffice.partnerLinks}?partner=3`);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Nuova applicazione' })).toBeNull();
  });

  it('searches and filters by the enabled ones, and says so when none matches', async () => {
    stubApi({
      [PERMISSIONS]: permissionsAnswer('operator'),
      [listRoute({ ...FIRST, Text: 'zzz', Enabled: true })]: pageAnswer([]),
    });
    renderList('?q=zzz&enabled=1');
    expect(await screen.findByText('Nessun elemento trovato.')).toBeTruthy();
  });

  it('registers a partner: a refusal about a field shows next to it, then the secret is shown once', async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([VIALIBERA]),
      [DISCLAIMERS]: pageAnswer([DISCLAIMER]),
      [SAVE]: [
        json(400, {
          ErrorCode: 888,
          ErrorMessage: 'ERROR_PARTNER_DISCLAIMER',
          Message: 'ERROR_PARTNER_DISCLAIMER',
        }),
        json(400, {
          ErrorCode: 100,
          ErrorMessage: 'ERROR_FIELD_TOO_LONG 100',
          Message: 'ERROR_FIELD_TOO_LONG 100',
          Fields: [
            { Field: 'Name', ErrorMessage: 'ERROR_FIELD_TOO_LONG 100', Message: 'ERROR_FIELD_TOO_LONG 100' },
          ],
        }),
        json(200, {
          Partner: { ...CONTABILE, Id: 5, Name: 'Gestionale Nord', ClientId: 'ptn_nord_1q2w3e', Secrets: [] },
          ClientSecret: SECRET,
        }),
      ],
    });
    const { user } = renderList();
    await screen.findByText('Vialibera');
    await user.click(screen.getByRole('button', { name: 'Nuova applicazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova applicazione' });
    // Every scope is offered, ticked, with what it allows.
    expect(within(dialog).getByRole('checkbox', { name: /^Collegare utenti/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Nome/ }))).toBe('Indica il nome.');
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Gestionale Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByRole('combobox', { name: 'Informative da mostrare' }))).toBe(
        'Una delle informative indicate non esiste.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /^Nome/ }))).toBe(
        'Testo troppo lungo. Lunghezza massima: 100',
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const shown = await screen.findByRole('dialog', { name: 'Le credenziali di Gestionale Nord' });
    expect(api.callsTo(SAVE)[2]?.body).toEqual({
      Id: 0,
      Name: 'Gestionale Nord',
      Scopes: ['users.read', 'users.link', 'disclaimers.read'],
      TokenSeconds: 3600,
      RatePerMinute: 600,
      DisclaimerCodes: [],
      Enabled: true,
    });
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText('ptn_nord_1q2w3e')).toBeTruthy();
    expect(shown.textContent).toContain('non sarà più mostrato');
    expect(within(shown).getByRole('button', { name: 'Copia il client secret' })).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Ho copiato il segreto, chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('checks the token lifetime in the unit chosen against its range', async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([]),
      [DISCLAIMERS]: pageAnswer([]),
      [SAVE]: json(200, { Partner: CONTABILE, ClientSecret: SECRET }),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Nuova applicazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova applicazione' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Contabile Web');
    const lifetime = within(dialog).getByRole('textbox', { name: /^Durata dei token/ });
    await user.clear(lifetime);
    await fill(user, lifetime, '30');
    await user.click(within(dialog).getByRole('combobox', { name: 'Unità della durata' }));
    await user.click(await screen.findByRole('option', { name: 'secondi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(lifetime)).toBe('La durata va da 1 a 1440 minuti (60–86.400 secondi).');
    expect(api.callsTo(SAVE)).toHaveLength(0);
    await fill(user, lifetime, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ TokenSeconds: 300 });
  });
});

describe('PartnerDetailPage', { timeout: 15_000 }, () => {
  it('shows the settings and the secrets that still work; a viewer changes nothing', async () => {
    stubApi({
      [PERMISSIONS]: permissionsAnswer('viewer'),
      'GET /api/Partner/Detail/3': json(200, VIALIBERA),
    });
    const { queryClient } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Applicazione Vialibera' })).toBeTruthy();
    expect(screen.getByText('60 minuti')).toBeTruthy();
    const secrets = screen.getByRole('region', { name: 'Segreti validi' });
    expect(within(secrets).getByText('••••f5d1')).toBeTruthy();
    expect(within(secrets).getByText('In uso')).toBeTruthy();
    expect(within(secrets).getByText(/^Valido fino al 21\/11\/2026/)).toBeTruthy();
    await permissionsLoaded(queryClient);
    for (const name of ['Modifica', 'Ruota il segreto', 'Elimina'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('rotates the secret keeping the old one for the hours asked, and shows the new one once', async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      'GET /api/Partner/Detail/3': json(200, VIALIBERA),
      [ROTATE]: json(200, { Partner: VIALIBERA, ClientSecret: SECRET }),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ruota il segreto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ruota il segreto di Vialibera' });
    expect(dialog.textContent).toContain('Il segreto attuale continuerà a funzionare per le ore indicate');
    const hours = within(dialog).getByRole('textbox', {
      name: /^Ore in cui il segreto attuale resta valido/,
    });
    await user.clear(hours);
    await fill(user, hours, '48');
    await user.click(within(dialog).getByRole('button', { name: 'Crea il nuovo segreto' }));
    const shown = await screen.findByRole('dialog', { name: 'Le credenziali di Vialibera' });
    expect(api.callsTo(ROTATE)[0]?.body).toEqual({ Id: 3, OverlapHours: 48 });
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Ho copiato il segreto, chiudi' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('deletes a partner after a red confirmation naming it and how many links go', async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      'GET /api/Partner/Detail/3': json(200, VIALIBERA),
      'DELETE /api/Partner/Delete/3': json(200, { Links: 42 }),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: 'Elimina Vialibera' });
    expect(confirm.textContent).toContain('i suoi 42 collegamenti con utenti del portale saranno rimossi');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/Partner/Delete/3')).toHaveLength(1));
    expect(
      await screen.findByText('Applicazione Vialibera eliminata, con i suoi 42 collegamenti.'),
    ).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(paths.backoffice.partners));
  });
});

describe('PartnerLinksPage', { timeout: 15_000 }, () => {
  const LINK = {
    Id: 11,
    PartnerId: 3,
    PartnerName: 'Vialibera',
    PartnerUserKey: 'VL-000123',
    UserId: '00000000-0000-4000-8000-000000000011',
    UserName: 'mario.rossi',
    CompanyName: 'Rossi Impianti S.r.l.',
    CreatedAt: '2026-11-02T10:00:00.000Z',
  };
  const FILTERED = { Page: 0, Size: 20, Sort: 'CreatedAt', Desc: true, PartnerId: 3 };

  it("lists one partner's links and removes one after a confirmation", async () => {
    const api = stubApi({
      [PERMISSIONS]: permissionsAnswer('admin'),
      [OPTIONS]: pageAnswer([CONTABILE, VIALIBERA]),
      [linksRoute(FILTERED)]: [pageAnswer([LINK]), pageAnswer([])],
      'DELETE /api/Partner/Links/Delete/11': json(200, { Removed: true }),
    });
    const { user } = renderPage(
      <PartnerLinksPage />,
      `${paths.backoffice.partnerLinks}?partner=3`,
      paths.backoffice.partnerLinks,
    );
    expect(await screen.findByText('VL-000123')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Applicazione' }) as HTMLInputElement).value).toBe(
        'Vialibera',
      ),
    );
    await user.click(
      screen.getByRole('button', { name: 'Rimuovi il collegamento di mario.rossi a Vialibera' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain(
      'Rimuovere il collegamento tra mario.rossi e Vialibera (codice VL-000123)?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/Partner/Links/Delete/11')).toHaveLength(1));
    expect(await screen.findByText('Nessun elemento trovato.')).toBeTruthy();
  });

  it('offers no removal to an operator', async () => {
    stubApi({
      [PERMISSIONS]: permissionsAnswer('operator'),
      [OPTIONS]: pageAnswer([VIALIBERA]),
      [linksRoute(FILTERED)]: pageAnswer([LINK]),
    });
    const { queryClient } = renderPage(
      <PartnerLinksPage />,
      `${paths.backoffice.partnerLinks}?partner=3`,
      paths.backoffice.partnerLinks,
    );
    expect(await screen.findByText('VL-000123')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
  });
});
