import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { detailOf, fileOf, stubXhr, versionOf } from '../testing/toolkit-fixtures';
import { UploadVersionModal } from './upload-version-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const renderModal = () => {
  const onUploaded = vi.fn();
  const rendered = renderWithProviders(
    <UploadVersionModal
      file={detailOf({ MaxBytes: 1024 * 1024 })}
      onClose={vi.fn()}
      onUploaded={onUploaded}
    />,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...rendered, onUploaded, input };
};

describe('UploadVersionModal', { timeout: 15_000 }, () => {
  it('says at once next to the file that it is over the limit, and sends nothing', async () => {
    stubApi({});
    const sent = stubXhr([{ status: 200, body: detailOf() }]);
    const { user, input } = renderModal();
    expect(screen.getByText('Al massimo 1 MB. Il tipo è riconosciuto dal contenuto.')).toBeTruthy();
    await user.upload(input, fileOf('setup.zip', 2.5 * 1024 * 1024, 'application/zip'));
    expect(fieldErrorOf(/^File/)).toBe('Il file pesa 2,5 MB: il massimo consentito è 1 MB.');
    await fill(user, screen.getByRole('textbox', { name: 'Versione' }), '4.0');
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    expect(fieldErrorOf(/^File/)).toBe('Il file pesa 2,5 MB: il massimo consentito è 1 MB.');
    expect(sent).toHaveLength(0);

    // Another file within the limit: the message goes.
    await user.upload(input, fileOf('manuale.pdf', 300 * 1024));
    expect(fieldErrorOf(/^File/)).toBeUndefined();
  });

  it('streams the file as the body, with its name, version and notes in the query and the anti-forgery header', async () => {
    stubApi({});
    const uploaded = detailOf({ Versions: [versionOf({ Id: 71, Version: '4.0' })] });
    const sent = stubXhr([{ status: 200, body: uploaded }]);
    const { user, input, onUploaded } = renderModal();
    const chosen = fileOf('manuale v4.pdf', 300 * 1024);
    await user.upload(input, chosen);
    await fill(user, screen.getByRole('textbox', { name: 'Versione' }), ' 4.0 ');
    await fill(user, screen.getByRole('textbox', { name: 'Note di rilascio' }), 'Capitolo nuovo');
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded));
    expect(sent).toHaveLength(1);
    const [put] = sent;
    expect(put?.method).toBe('PUT');
    const url = new URL(put?.url ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/api/BackOffice/Toolkit/Files/7/Versions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      FileName: 'manuale v4.pdf',
      Version: '4.0',
      Notes: 'Capitolo nuovo',
      state: 'true',
    });
    expect(put?.headers).toMatchObject({
      'X-CSRF-Token': 'test-token',
      'Content-Type': 'application/octet-stream',
    });
    // The file itself, not its bytes read into memory.
    expect(put?.body).toBeInstanceOf(File);
    expect((put?.body as File | undefined)?.name).toBe(chosen.name);
  });

  it('shows the server’s refusals next to their fields, in the user’s language', async () => {
    stubApi({});
    stubXhr([
      {
        status: 409,
        body: { ErrorCode: 914, ErrorMessage: 'ERROR_TOOLKIT_VERSION_EXISTS', Message: 'Version exists.' },
      },
      {
        status: 415,
        body: { ErrorCode: 912, ErrorMessage: 'ERROR_TOOLKIT_TYPE', Message: 'Type refused.' },
      },
      {
        status: 400,
        body: {
          ErrorCode: 100,
          ErrorMessage: 'ERROR_VALIDATION',
          Message: 'Invalid.',
          Fields: [{ Field: 'Notes', ErrorMessage: 'ERROR_FIELD_TOO_LONG', Message: 'Too long.' }],
        },
      },
    ]);
    const { user, input } = renderModal();
    await user.upload(input, fileOf('manuale.pdf', 300 * 1024));
    await fill(user, screen.getByRole('textbox', { name: 'Versione' }), '3.2');
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: 'Versione' }))).toBe(
        'Questo file ha già una versione con lo stesso nome.',
      ),
    );

    await fill(user, screen.getByRole('textbox', { name: 'Versione' }), '1');
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    await waitFor(() => expect(fieldErrorOf(/^File/)).toMatch(/^Questo tipo di file non è accettato/));

    await user.upload(input, fileOf('manuale2.pdf', 300 * 1024));
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: 'Note di rilascio' }))).toBeTruthy(),
    );
  });
});
