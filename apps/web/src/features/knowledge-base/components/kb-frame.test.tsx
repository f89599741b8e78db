import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { KbFrame } from './kb-frame';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetCsrfToken();
});

/** What the hidden form held, and where it went, at the moment it was submitted. */
function watchSubmits() {
  const posts: { action: string; method: string; target: string; token: string | null }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posts.push({
      action: this.action,
      method: this.method,
      target: this.target,
      token: new FormData(this).get('token') as string | null,
    });
  });
  return posts;
}

describe('KbFrame', () => {
  it('posts the single-use token into the frame, and keeps no copy of it in the page', {
    timeout: 15_000,
  }, async () => {
    const posts = watchSubmits();
    const api = stubApi({ 'GET /api/App/getomegasecuritytoken': json(200, 'payload.signature') });
    renderWithProviders(<KbFrame height={400} />);
    await waitFor(() => expect(posts).toHaveLength(1));
    const frame = screen.getByTitle('Articoli della base di conoscenza') as HTMLIFrameElement;
    expect(posts[0]).toMatchObject({ method: 'post', token: 'payload.signature', target: frame.name });
    expect(new URL(posts[0]!.action).pathname).toBe('/kb');
    expect(frame.name).not.toBe('');
    expect((document.querySelector('input[name="token"]') as HTMLInputElement).value).toBe('');
    expect(api.callsTo('GET /api/App/getomegasecuritytoken')).toHaveLength(1);
  });

  it('shows the ERROR_HTTP_TOKEN alert when the token cannot be fetched, and posts nothing', {
    timeout: 15_000,
  }, async () => {
    const posts = watchSubmits();
    stubApi({ 'GET /api/App/getomegasecuritytoken': apiError(502, 607, 'ERROR_HTTP_TOKEN') });
    renderWithProviders(<KbFrame height={400} />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Errore durante la richiesta al servizio. Riprova più tardi.'),
    ).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('asks for a new token, in the new language, when the language changes', {
    timeout: 15_000,
  }, async () => {
    const posts = watchSubmits();
    const api = stubApi({ 'GET /api/App/getomegasecuritytoken': [json(200, 'first'), json(200, 'second')] });
    const { i18n } = renderWithProviders(<KbFrame height={400} />);
    await waitFor(() => expect(posts).toHaveLength(1));
    await i18n.changeLanguage('en');
    await waitFor(() => expect(posts.map((p) => p.token)).toEqual(['first', 'second']));
    expect(api.callsTo('GET /api/App/getomegasecuritytoken')).toHaveLength(2);
  });
});
