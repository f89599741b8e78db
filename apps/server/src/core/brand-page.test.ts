import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PLAIN_BRAND } from '@sportello/contracts/backoffice/settings.values';
import { describe, expect, it } from 'vitest';
import { LIMITS_AS_DEFAULTS } from '../../test/settings-input';
import { createTestApp } from '../../test/test-app';
import { signIn, TestClient } from '../../test/test-client';

/** A page as the build writes it: the built name and colour, the header's name marked. */
const BUILT = `<!doctype html>
<html lang="it"><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<title>Accedi · Sportello</title>
<style>:root{--mantine-primary-color-filled:var(--mantine-color-blue-filled);--mantine-primary-color-8:var(--mantine-color-blue-8);--mantine-color-blue-8:#1864ab}</style>
</head><body><div id="root"><a href="/"><span class="x" data-brand-name="true">Sportello</span></a><h1>Benvenuto in <span data-brand-name="true">Sportello</span></h1></div></body></html>`;

const BRAND = PLAIN_BRAND;
const SETTINGS = {
  PasswordMinLength: 8,
  ShowPageErrors: true,
  MaintenanceUrl: 'https://status.example.it/',
  CustomerHubUrl: 'https://hub.example.it/',
  PrivacyUrl: '',
  Maintenance: { Enabled: false, From: null, To: null, Message: '' },
  ...LIMITS_AS_DEFAULTS,
};

describe('the brand in the served pages', () => {
  it('writes the saved name (as text), colour and favicon into the pre-rendered sign-in page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sportello-brand-'));
    writeFileSync(join(dist, 'index.html'), BUILT.replace('Accedi · ', ''));
    writeFileSync(join(dist, 'index.it.html'), BUILT);
    const own = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const first = await own.app.inject({ url: '/' });
      expect(first.body).toContain('<title>Accedi · Sportello</title>');
      expect(first.body).toContain('data-brand-name="true">Sportello</span>');
      expect(first.body).toContain('<meta name="sportello-brand"');

      const admin = new TestClient(own.app);
      expect((await signIn(admin, 'admin@sportello.demo')).statusCode).toBe(200);
      const name = '<script>alert("x")</script> & Co';
      const favicon = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000', 'hex').toString('base64')}`;
      const saved = await admin.post('/api/Settings/Save', {
        ...SETTINGS,
        Brand: { ...BRAND, ProductName: name, PrimaryColour: 'grape', Favicon: favicon },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const page = await own.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/Cookie/);
      const html = brotliDecompressSync(page.rawPayload).toString('utf8');
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co';
      expect(html).toContain(`<title>Accedi · ${escaped}</title>`);
      // The header's name and the welcome's.
      expect(html.split(`data-brand-name="true">${escaped}</span>`)).toHaveLength(3);
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('--mantine-primary-color-filled:var(--mantine-color-grape-filled)');
      expect(html).toContain('--mantine-primary-color-8:var(--mantine-color-grape-8)');
      // The palette itself is untouched: only which colour is primary changes.
      expect(html).toContain('--mantine-color-blue-8:#1864ab');
      expect(html).toMatch(/<link rel="icon" href="\/api\/App\/brand\/[0-9a-f]{64}">/);
      // The page's script reads the brand it hydrates with from the meta, escaped as an attribute.
      const meta = /<meta name="sportello-brand" content="([^"]*)">/.exec(html)?.[1] ?? '';
      expect(meta).not.toContain('<');
      const decoded = meta
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
      expect(JSON.parse(decoded)).toMatchObject({ ProductName: name, PrimaryColour: 'grape' });

      // The app's own page carries the brand too.
      const app = await own.app.inject({ url: '/home' });
      expect(app.body).toContain(`<title>${escaped}</title>`);
    } finally {
      await own.close();
    }
  });
});
