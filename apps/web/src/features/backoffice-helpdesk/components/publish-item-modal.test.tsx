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
import { DASHBOARD, detailOf, FIRST_PAGE, OPERATORS, queueRoute } from '../testing/helpdesk-fixtures';
import { HelpdeskQueuePage } from './helpdesk-queue-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PUBLISH = 'POST /api/Helpdesk/Items';
const LOOKUP = `GET /api/Company/Filters/${encodeFilter({ Page: 0, Size: 10, Sort: 'Name', Desc: false, Text: 'Ro' })}`;
const pageRoutes = (role: 'viewer' | 'operator') => ({
  'GET /api/App/BackOffice/Permissions': permissionsAnswer(role),
  'GET /api/Helpdesk/Operators': json(200, OPERATORS),
  'GET /api/Helpdesk/Dashboard': json(200, DASHBOARD),
  [queueRoute(FIRST_PAGE)]: pageAnswer([]),
  [LOOKUP]: pageAnswer([{ Id: 7, Name: 'Rossi Impianti S.r.l.', VatCode: '09876543217' }]),
});
const renderQueue = () =>
  renderPage(<HelpdeskQueuePage />, paths.backoffice.helpdesk, paths.backoffice.helpdesk);
type User = ReturnType<typeof renderQueue>['user'];

async function openForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Pubblica analisi o rapporto' }));
  return screen.findByRole('form', { name: "Pubblica un'analisi o un rapporto" });
}

describe('publishing an analysis or a report', { timeout: 30_000 }, () => {
  it('asks for something to read before sending anything', async () => {
    const api = stubApi(pageRoutes('operator'));
    const { user } = renderQueue();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Pubblica' }));
    expect(fieldErrorOf(within(form).getByRole('textbox', { name: /^Testo/ }))).toBe('Campo obbligatorio.');
    expect(fieldErrorOf(within(form).getByRole('textbox', { name: /^Titolo/ }))).toBe('Campo obbligatorio.');
    expect(api.callsTo(PUBLISH)).toHaveLength(0);
  });

  it('sends a report with its PDF, shows the server’s refusal next to the file, then publishes', async () => {
    const api = stubApi({
      ...pageRoutes('operator'),
      [PUBLISH]: [
        json(400, {
          ErrorCode: 702,
          ErrorMessage: 'ERROR_ATTACHMENT_TYPE rapporto.pdf',
          Message: 'Tipo di file non ammesso.',
          Fields: [{ Field: 'Attachment', ErrorMessage: 'ERROR_ATTACHMENT_TYPE rapporto.pdf', Message: '' }],
        }),
        json(200, detailOf({ Type: 'ri', Code: 'RI-2026-0099', State: 'closed' })),
      ],
    });
    const { user } = renderQueue();
    const form = await openForm(user);
    await user.click(within(form).getByRole('radio', { name: 'Rapporto' }));
    await fill(user, within(form).getByRole('combobox', { name: /^Azienda/ }), 'Ro');
    await user.click(await screen.findByRole('option', { name: 'Rossi Impianti S.r.l. · 09876543217' }));
    await fill(user, within(form).getByRole('textbox', { name: /^Titolo/ }), 'Rapporto di chiusura');
    await fill(user, within(form).getByRole('textbox', { name: /^Sottotitolo/ }), 'Saldi al 31/12');
    await user.upload(
      form.querySelector('input[type=file]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'rapporto.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Pubblica' }));

    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByRole('button', { name: /^Documento PDF/ }))).toMatch(
        /rapporto\.pdf/,
      ),
    );
    expect(api.callsTo(PUBLISH)[0]?.body).toEqual({
      ItemType: 'ri',
      CompanyId: 7,
      Subject: 'Rapporto di chiusura',
      Subtitle: 'Saldi al 31/12',
      Attachment: { FileName: 'rapporto.pdf', Content: btoa('%PDF-1.4') },
    });

    // Another file clears the refusal, and the item goes out.
    await user.upload(
      form.querySelector('input[type=file]') as HTMLInputElement,
      new File(['%PDF-1.7'], 'rapporto-firmato.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Pubblica' }));
    expect(
      await screen.findByText('Pubblicazione di RI-2026-0099 per Rossi Impianti S.r.l. riuscita.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: "Pubblica un'analisi o un rapporto" })).toBeNull(),
    );
  });

  it('is not offered to a viewer', async () => {
    stubApi(pageRoutes('viewer'));
    const { queryClient } = renderQueue();
    expect(await screen.findByRole('heading', { name: 'Helpdesk' })).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Pubblica analisi o rapporto' })).toBeNull();
  });
});
