import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandFooter } from '../../components/brand-footer';
import { pageBrand, withProductName } from '../../lib/page-brand';
import { renderWithProviders } from '../../testing/render';
import { ShellHeader } from './shell-header';

const BRAND = {
  ProductName: 'Assistenza <Acme>',
  PrimaryColour: 'teal',
  LogoUrl: '/api/App/brand/abc',
  FaviconUrl: null,
  SupportEmail: 'assistenza@acme.example',
  SupportPhone: '+39 02 123 4567',
  PrivacyUrl: '',
  TermsUrl: 'https://acme.example/termini',
  LegalNoticeUrl: 'https://acme.example/note-legali',
} as const;

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="sportello-brand"]')) meta.remove();
});

describe('the brand on the customers’ pages', () => {
  it('the footer gives the support contacts and the legal links that are set, and nothing when none is', () => {
    const { unmount } = renderWithProviders(<BrandFooter brand={BRAND} />);
    const footer = screen.getByRole('contentinfo', { name: 'Contatti e note legali' });
    expect(footer.textContent).toContain('Assistenza');
    expect(screen.getByRole('link', { name: 'assistenza@acme.example' }).getAttribute('href')).toBe(
      'mailto:assistenza@acme.example',
    );
    expect(screen.getByRole('link', { name: '+39 02 123 4567' }).getAttribute('href')).toBe(
      'tel:+39021234567',
    );
    expect(screen.getByRole('link', { name: 'Termini di servizio' }).getAttribute('href')).toBe(
      BRAND.TermsUrl,
    );
    expect(screen.getByRole('link', { name: 'Note legali' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
    unmount();

    const empty = { ...BRAND, SupportEmail: '', SupportPhone: '', TermsUrl: '', LegalNoticeUrl: '' };
    renderWithProviders(<BrandFooter brand={empty} />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('the header shows the brand’s logo and the name the page carries, as text', () => {
    const meta = document.createElement('meta');
    meta.name = 'sportello-brand';
    meta.content = JSON.stringify(BRAND);
    document.head.append(meta);
    expect(pageBrand()).toEqual(BRAND);
    expect(withProductName({ shell: { 'shell.appName': 'Sportello' } }, pageBrand()?.ProductName)).toEqual({
      shell: { 'shell.appName': 'Assistenza <Acme>' },
    });

    renderWithProviders(<ShellHeader session={undefined} languageSelect={null} logoUrl={BRAND.LogoUrl} />);
    const logo = document.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/api/App/brand/abc');
    // The name comes from the shell's texts, which the app fills from the page's brand (main.tsx).
    expect(document.querySelector('[data-brand-name]')).toBeTruthy();
  });
});
