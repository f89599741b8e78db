import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../testing/api-stub';
import { renderWithProviders } from '../testing/render';
import { PrivacyNoticeLink } from './privacy-notice-link';

const settings = (extra: Record<string, string> = {}) =>
  json(200, { Maintenance: false, MaintenanceUrl: '', CustomerHubUrl: '', ShowPageErrors: true, ...extra });

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyNoticeLink', () => {
  it('opens the portal’s own notice in a new tab, keeping the form as it is', async () => {
    stubApi({ 'GET /api/App/settings': settings() });
    renderWithProviders(<PrivacyNoticeLink />);
    const link = await screen.findByRole('link', { name: /Leggi l'informativa sulla privacy/ });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens the vendor’s notice when the portal names one', async () => {
    stubApi({ 'GET /api/App/settings': settings({ PrivacyUrl: 'https://www.vendor.example/privacy' }) });
    renderWithProviders(<PrivacyNoticeLink />);
    const link = await screen.findByRole('link', { name: /informativa/ });
    await vi.waitFor(() => expect(link.getAttribute('href')).toBe('https://www.vendor.example/privacy'));
  });
});
