import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor, within } from '@testing-library/react';
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
import { TemplateEditPage } from './template-edit-page';
import { TemplatesListPage } from './templates-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const SPRING = {
  Id: 4,
  Name: 'Campagna di primavera',
  Kind: 'campaign',
  SubjectIt: 'Novità di primavera',
  SubjectEn: '',
  English: false,
  UpdatedAt: '2026-11-20T09:00:00.000Z',
  UpdatedBy: 'admin@sportello.demo',
};
const INVITATION = {
  ...SPRING,
  Id: 7,
  Name: 'Invito',
  Kind: 'invitation',
  SubjectIt: 'Benvenuti in {{Company.Name}}',
  HtmlIt: '<p>Entra: {{Link}}</p>',
  TextIt: 'Entra: {{Link}}',
  HtmlEn: '',
  TextEn: '',
  Fields: ['Portal', 'Company.Name', 'Link'],
};
const FIRST = { Page: 0, Size: 20, Sort: 'Name', Desc: false };
const listRoute = (filter: object) => `GET /api/MLC/Templates/Filters/${encodeFilter(filter)}`;
const BULK = `DELETE /api/MLC/Templates/Filters/Delete/${encodeFilter({ Ids: [4] })}`;
const SAVE = 'POST /api/MLC/Templates/Save';

const renderList = () =>
  renderPage(<TemplatesListPage />, paths.backoffice.templates, paths.backoffice.templates);

describe('the mail templates of the back office', { timeout: 20_000 }, () => {
  it('lists them with their kind; an operator neither creates nor deletes', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer([SPRING, INVITATION]),
    });
    const { queryClient } = renderList();
    expect(await screen.findByRole('link', { name: 'Campagna di primavera' })).toBeTruthy();
    expect(screen.getAllByText("Invito a un'azienda").length).toBeGreaterThan(0);
    expect(screen.getAllByText('Novità di primavera').length).toBeGreaterThan(0);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Nuovo modello' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when there is none yet', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([]),
    });
    renderList();
    expect(
      await screen.findByText(/Nessun modello\. Le mail del portale partono con il testo predefinito/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuovo modello' })).toBeTruthy();
  });

  it('deletes the selected templates after asking', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([SPRING, INVITATION]),
      [BULK]: json(200, { Deleted: 1 }),
    });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Campagna di primavera' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 4' }));
    await user.click(screen.getByRole('button', { name: 'Elimina selezionati (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(BULK)).toHaveLength(1));
    expect(await screen.findByText('Modelli eliminati: 1.')).toBeTruthy();
  });

  it('starts a portal mail from its default; an unknown merge field comes back next to its field', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/MLC/Templates/Default/invitation': json(200, {
        SubjectIt: '{{Portal}}: invito a unirti a {{Company.Name}}',
        HtmlIt: '<p>Buongiorno,</p>',
        TextIt: 'Buongiorno,',
        SubjectEn: '{{Portal}}: join {{Company.Name}}',
        HtmlEn: '<p>Hello,</p>',
        TextEn: 'Hello,',
        Fields: ['Portal', 'Company.Name'],
      }),
      [SAVE]: json(400, {
        ErrorCode: 770,
        ErrorMessage: 'ERROR_TEMPLATE_UNKNOWN_FIELD Company.Nome',
        Message: 'x',
        Fields: [
          { Field: 'SubjectIt', ErrorMessage: 'ERROR_TEMPLATE_UNKNOWN_FIELD Company.Nome', Message: 'x' },
        ],
      }),
      'POST /api/MLC/Templates/Preview': json(200, {
        Subject: 'Sportello: invito a unirti a Rossi Impianti S.r.l.',
        Html: '<p>Buongiorno,</p>',
        Text: 'Buongiorno,',
      }),
    });
    const { user } = renderPage(<TemplateEditPage />, '/backoffice/templates/new', paths.backoffice.template);
    await user.click(await screen.findByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: "Invito a un'azienda" }));
    // The merge fields the invitation's sender fills in.
    expect(screen.getByText('{{Inviter}}')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Parti dal testo predefinito' }));
    const [subject] = screen.getAllByRole('textbox', { name: /Oggetto/ });
    await waitFor(() =>
      expect((subject as HTMLInputElement).value).toBe('{{Portal}}: invito a unirti a {{Company.Name}}'),
    );
    expect((screen.getByRole('textbox', { name: /Nome/ }) as HTMLInputElement).value).toBe(
      "Invito a un'azienda",
    );

    await user.clear(subject as HTMLElement);
    await fill(user, subject as HTMLElement, 'Invito per {{Company.Nome}}');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(fieldErrorOf(subject as HTMLElement)).toBe(
        'Campo di unione non previsto per questo tipo di mail: Company.Nome',
      ),
    );
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      Id: 0,
      Kind: 'invitation',
      SubjectIt: 'Invito per {{Company.Nome}}',
    });

    await user.click(screen.getByRole('button', { name: 'Anteprima' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getAllByText('Sportello: invito a unirti a Rossi Impianti S.r.l.').length,
    ).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/MLC/Templates/Preview')[0]?.body).toMatchObject({ LanguageId: 1 });
  });

  it('sends a test to the operator, who may neither save nor reset', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/MLC/Templates/Filters/Detail/7': json(200, INVITATION),
      'POST /api/MLC/Templates/Test': json(200, { To: 'operatore@sportello.demo' }),
    });
    const { user, queryClient } = renderPage(
      <TemplateEditPage />,
      '/backoffice/templates/7',
      paths.backoffice.template,
    );
    expect(await screen.findByText('Modifica modello: Invito')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ripristina il testo predefinito' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invia una prova a me' }));
    expect(await screen.findByText('Mail di prova in partenza verso operatore@sportello.demo.')).toBeTruthy();
    expect(api.callsTo('POST /api/MLC/Templates/Test')[0]?.body).toMatchObject({ Id: 7, Kind: 'invitation' });
  });

  it('says an address that is no template is not found, without asking the server', async () => {
    const api = stubApi({ 'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin') });
    renderPage(<TemplateEditPage />, '/backoffice/templates/abc', paths.backoffice.template);
    expect(await screen.findByText('Modello non trovato.')).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('/Templates/'))).toBe(false);
  });

  it('an admin resets a portal mail to its default after asking', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/MLC/Templates/Filters/Detail/7': json(200, INVITATION),
      'DELETE /api/MLC/Templates/Delete/7': json(200, { Deleted: 1 }),
    });
    const { user } = renderPage(<TemplateEditPage />, '/backoffice/templates/7', paths.backoffice.template);
    await user.click(await screen.findByRole('button', { name: 'Ripristina il testo predefinito' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/MLC/Templates/Delete/7')).toHaveLength(1));
    expect(await screen.findByText('altra pagina')).toBeTruthy();
  });
});
