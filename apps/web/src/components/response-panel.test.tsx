import type { getPortalSettings } from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../lib/api-client';
import { renderWithProviders } from '../testing/render';
import { ResponsePanel } from './response-panel';

const badEmail = { ErrorCode: 402, ErrorMessage: 'ERROR_BAD_EMAIL', Message: 'Invalid e-mail address.' };

afterEach(() => vi.unstubAllGlobals());

/** A page whose one call never answers until it is cancelled. */
function SlowPage() {
  const query = useQuery({
    queryKey: ['slow'],
    queryFn: () => apiRequest<typeof getPortalSettings>(LOGIN_ROUTES.getPortalSettings),
  });
  return <ResponsePanel busy={query.isFetching} error={query.error ?? undefined} />;
}

describe('ResponsePanel', () => {
  it('cancels the pending request on a click, then says the operation was cancelled (status 0)', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const { user } = renderWithProviders(<SlowPage />);
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Operazione annullata.');
  });

  it('shows a loading indicator while busy', () => {
    renderWithProviders(<ResponsePanel busy error={new ApiError(400, badEmail)} />);
    expect(screen.getByRole('status').textContent).toContain('Caricamento in corso…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing without an error', () => {
    renderWithProviders(<ResponsePanel />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the localized message for a 400, without the generic label', () => {
    renderWithProviders(<ResponsePanel error={new ApiError(400, badEmail)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Indirizzo e-mail non valido.');
  });

  it('shows the cancelled-operation message for status 0', () => {
    renderWithProviders(<ResponsePanel error={new ApiError(0, undefined, { aborted: true })} />);
    expect(screen.getByRole('alert').textContent).toContain('Operazione annullata.');
  });

  it('shows nothing for a 409', () => {
    const conflict = { ErrorCode: 111, ErrorMessage: 'ERROR_CONFLICT', Message: 'Conflitto' };
    renderWithProviders(<ResponsePanel error={new ApiError(409, conflict)} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Conflitto')).toBeNull();
  });

  it('shows the generic label and the message for any other status', () => {
    const forbidden = { ErrorCode: 107, ErrorMessage: 'ERROR_FORBIDDEN', Message: 'Forbidden' };
    renderWithProviders(<ResponsePanel error={new ApiError(403, forbidden)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Errore');
    expect(alert.textContent).toContain('Non hai i permessi per questa operazione.');
  });

  it('falls back to the server Message, and localizes in the UI language', () => {
    const unknown = { ErrorCode: 999, ErrorMessage: 'ERROR_SOMETHING_NEW', Message: 'Server text' };
    renderWithProviders(<ResponsePanel error={new ApiError(500, unknown)} />, { languageId: 2 });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Server text');
  });

  it('shows the interrupted-operation text for an error without a body', () => {
    renderWithProviders(<ResponsePanel error={new ApiError(502, undefined)} />);
    expect(screen.getByRole('alert').textContent).toContain('Errore, operazione interrotta.');
  });
});
