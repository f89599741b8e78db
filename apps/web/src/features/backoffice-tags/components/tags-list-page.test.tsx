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
import { fill } from '../../../testing/fill';
import { TagsListPage } from './tags-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'Name', Desc: false };
const listRoute = (filter: object) => `GET /api/Tag/Filters/${encodeFilter(filter)}`;
const tagOf = (Id: number, Name: string, Companies: number, Colour: string | null = null) => ({
  Id,
  Name,
  Colour,
  Companies,
  CreatedAt: '2026-03-01T09:00:00.000Z',
  UpdatedAt: '2026-03-02T09:00:00.000Z',
});
const ROWS = [tagOf(4, 'Fiera 2026', 12, '#1c7ed6'), tagOf(7, 'Rivenditori', 3)];
const renderList = (search = '') =>
  renderPage(<TagsListPage />, `${paths.backoffice.tags}${search}`, paths.backoffice.tags);

describe('TagsListPage', { timeout: 15_000 }, () => {
  it('lists tags with how many companies have each, linked to the companies list; a viewer changes nothing', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderList();
    expect(await screen.findByText('Fiera 2026')).toBeTruthy();
    const count = screen.getByRole('link', { name: '12' }) as HTMLAnchorElement;
    expect(count.getAttribute('href')).toBe(`${paths.backoffice.companies}?tag=4`);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Nuova etichetta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rinomina' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('says so when no tag matches the search', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute({ ...FIRST, Text: 'zzz' })]: pageAnswer([]),
    });
    renderList('?q=zzz');
    expect(await screen.findByText('Nessun elemento trovato.')).toBeTruthy();
  });

  it('creates a tag; a name another tag has is shown next to the name', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/Tag/Save': [
        json(409, {
          ErrorCode: 619,
          ErrorMessage: 'ERROR_TAG_EXISTS',
          Message: 'ERROR_TAG_EXISTS',
          Fields: [{ Field: 'Name', ErrorMessage: 'ERROR_TAG_EXISTS', Message: 'ERROR_TAG_EXISTS' }],
        }),
        json(200, tagOf(9, 'Nord', 0)),
      ],
    });
    const { user, queryClient } = renderList();
    await screen.findByText('Fiera 2026');
    await permissionsLoaded(queryClient);
    // An operator neither merges nor deletes.
    expect(screen.queryByRole('button', { name: 'Unisci' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nuova etichetta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova etichetta' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Indica il nome.')).toBeTruthy();
    expect(api.callsTo('POST /api/Tag/Save')).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Nome/ }), 'rivenditori');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText("Esiste già un'etichetta con questo nome.")).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Nome/ }));
    await fill(user, within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo('POST /api/Tag/Save')).toHaveLength(2));
    expect(api.callsTo('POST /api/Tag/Save')[1]?.body).toEqual({ Id: 0, Name: 'Nord', Colour: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renames a tag with its current name filled in', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/Tag/Save': json(200, tagOf(7, 'Rivenditori Nord', 3)),
    });
    const { user } = renderList();
    await screen.findByText('Rivenditori');
    await user.click(screen.getAllByRole('button', { name: 'Rinomina' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Etichetta Rivenditori' });
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement;
    expect(name.value).toBe('Rivenditori');
    await fill(user, name, ' Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo('POST /api/Tag/Save')).toHaveLength(1));
    expect(api.callsTo('POST /api/Tag/Save')[0]?.body).toEqual({
      Id: 7,
      Name: 'Rivenditori Nord',
      Colour: null,
    });
  });

  it('merges a tag into the one chosen, never into itself', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'GET /api/Tag/Options': json(
        200,
        ROWS.map(({ Id, Name, Colour }) => ({ Id, Name, Colour })),
      ),
      'POST /api/Tag/Merge': json(200, tagOf(7, 'Rivenditori', 15)),
    });
    const { user } = renderList();
    await screen.findByText('Fiera 2026');
    await user.click(screen.getAllByRole('button', { name: 'Unisci' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: "Unisci Fiera 2026 a un'altra etichetta" });
    expect(dialog.textContent).toContain('Le 12 aziende con Fiera 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Unisci' }));
    expect(within(dialog).getByText("Scegli l'etichetta in cui unirla.")).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Unisci a' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Rivenditori']);
    await user.click(screen.getByRole('option', { name: 'Rivenditori' }));
    await user.click(within(dialog).getByRole('button', { name: 'Unisci' }));
    await waitFor(() => expect(api.callsTo('POST /api/Tag/Merge')).toHaveLength(1));
    expect(api.callsTo('POST /api/Tag/Merge')[0]?.body).toEqual({ SourceId: 4, TargetId: 7 });
  });

  it('deletes a tag after a confirmation naming how many companies lose it; a refusal is shown', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'DELETE /api/Tag/Delete/7': [apiError(409, 621, 'ERROR_TAG_IN_USE'), json(200, { Companies: 3 })],
    });
    const { user } = renderList();
    await screen.findByText('Rivenditori');
    await user.click(screen.getAllByRole('button', { name: 'Elimina' })[1]!);
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('3 aziende la perderanno');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(/Alcune comunicazioni sono indirizzate a questa etichetta/)).toBeTruthy();
    expect(api.callsTo('DELETE /api/Tag/Delete/7')).toHaveLength(1);
  });

  it('says that no company loses a tag nobody has, not "0 aziende"', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([tagOf(9, 'Prova', 0)]),
    });
    const { user } = renderList();
    await screen.findByText('Prova');
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain("Eliminare l'etichetta Prova? Nessuna azienda ce l'ha.");
  });
});
