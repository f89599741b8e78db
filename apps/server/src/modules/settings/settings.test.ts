import { BRAND_IMAGE_MAX_BYTES, PLAIN_BRAND } from '@sportello/contracts/backoffice/settings.values';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { LIMITS_AS_DEFAULTS } from '../../../test/settings-input';
import { createTestApp, errorBody } from '../../../test/test-app';
import { DEMO_PASSWORD, signIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { mailOutbox } from '../../core/mail-outbox.tables';

const app = appWithCallers();
const { who } = app;

interface SettingsAnswer {
  PasswordMinLength: number;
  ShowPageErrors: boolean;
  MaintenanceUrl: string;
  CustomerHubUrl: string;
  PrivacyUrl: string;
  Maintenance: { Enabled: boolean; From: string | null; To: string | null; Message: string; Active: boolean };
  Brand: Record<string, string>;
  UpdatedAt: string | null;
  UpdatedBy: string | null;
}

const NO_MAINTENANCE = { Enabled: false, From: null, To: null, Message: '' };
const BRAND = PLAIN_BRAND;
const valid = (over: Record<string, unknown> = {}) => ({
  PasswordMinLength: 8,
  ShowPageErrors: true,
  MaintenanceUrl: 'https://status.example.it/manutenzione',
  CustomerHubUrl: 'https://hub.example.it/',
  PrivacyUrl: '',
  Maintenance: NO_MAINTENANCE,
  Brand: BRAND,
  ...LIMITS_AS_DEFAULTS,
  ...over,
});

const save = async (body: object, by = who.admin) => {
  const res = await by.post('/api/Settings/Save', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SettingsAnswer>();
};
const publicSettings = async (client = who.anonymous) => (await client.get('/api/App/settings')).json();
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe('runtime settings', () => {
  it('shows the environment’s values until saved; the back office reads them, only admins save', async () => {
    const first = await who.operator.get('/api/Settings');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      PasswordMinLength: 8,
      Maintenance: { Enabled: false, Active: false },
      UpdatedAt: null,
      UpdatedBy: null,
    });
    expect(errorBody(await who.operator.post('/api/Settings/Save', valid())).ErrorMessage).toBe(
      'ERROR_FORBIDDEN',
    );
    expect((await who.customer.get('/api/Settings')).statusCode).toBe(403);
    expect((await who.anonymous.get('/api/Settings')).statusCode).toBe(401);
  });

  it('refuses bad values, each next to its field, and changes nothing', async () => {
    const res = await who.admin.post(
      '/api/Settings/Save',
      valid({
        PasswordMinLength: 30,
        MaintenanceUrl: 'javascript:alert(1)',
        Maintenance: { Enabled: true, From: inHours(2), To: inHours(1), Message: '' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      Object.fromEntries(errorBody(res).Fields!.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]])),
    ).toEqual({
      PasswordMinLength: 'ERROR_NUMBER_OUT_OF_RANGE',
      MaintenanceUrl: 'ERROR_SETTINGS_URL',
      'Maintenance.To': 'ERROR_MAINTENANCE_WINDOW',
    });
    expect((await who.admin.get('/api/Settings')).json<SettingsAnswer>().UpdatedAt).toBeNull();
  });

  it('applies a saved password length at once to the public settings and the server’s own checks, audited', async () => {
    const saved = await save(valid({ PasswordMinLength: 14, PrivacyUrl: 'https://example.it/privacy' }));
    expect(saved).toMatchObject({ PasswordMinLength: 14, UpdatedBy: 'admin@sportello.demo' });
    expect(await publicSettings()).toMatchObject({
      PasswordMinLength: 14,
      PrivacyUrl: 'https://example.it/privacy',
    });
    const changed = await who.plainUser.post('/api/Auth/changepassword', {
      OldPassword: DEMO_PASSWORD,
      NewPassword: 'Lungh#2026xyz',
      NewPassword2: 'Lungh#2026xyz',
    });
    expect(errorBody(changed).ErrorMessage).toMatch(/^ERROR_PASSOWRD_INVALID/);
    const [entry] = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'settings'), eq(auditLog.objectId, '1')));
    expect(entry).toMatchObject({
      actor: 'admin@sportello.demo',
      action: 'update',
      before: expect.objectContaining({ PasswordMinLength: 8, PrivacyUrl: '' }),
      after: expect.objectContaining({ PasswordMinLength: 14, PrivacyUrl: 'https://example.it/privacy' }),
    });
    await save(valid());
  });

  it('maintenance now: customers are refused, signed in or not; admins sign in; the back office goes on', async () => {
    await save(valid({ Maintenance: { ...NO_MAINTENANCE, Enabled: true, Message: 'Aggiornamento' } }));
    try {
      const call = await who.customer.get('/api/Support/Tickets');
      expect(call.statusCode).toBe(503);
      expect(errorBody(call).ErrorMessage).toBe('ERROR_NOT_ALLOWED_MAINTENANCE');
      expect(errorBody(await signIn(new TestClient(app.t.app), 'giulia.neri')).ErrorMessage).toBe(
        'ERROR_NOT_ALLOWED_MAINTENANCE',
      );
      expect(
        errorBody(await signIn(new TestClient(app.t.app), 'operatore2@sportello.demo')).ErrorMessage,
      ).toBe('ERROR_NOT_ALLOWED_MAINTENANCE');
      expect((await signIn(new TestClient(app.t.app), 'admin@sportello.demo')).statusCode).toBe(200);
      expect((await who.operator.get('/api/Settings')).json<SettingsAnswer>().Maintenance.Active).toBe(true);
      expect(await publicSettings()).toMatchObject({
        Maintenance: true,
        MaintenanceNotice: { From: null, To: null, Message: 'Aggiornamento' },
      });
    } finally {
      await save(valid());
    }
    expect((await who.customer.get('/api/Support/Tickets')).statusCode).toBe(200);
  });

  it('a window ahead is announced, not enforced; one past is neither; one more than a week ahead is not yet announced', async () => {
    const window = { Enabled: true, From: inHours(24), To: inHours(26), Message: 'Sabato notte' };
    await save(valid({ Maintenance: window }));
    expect(await publicSettings()).toMatchObject({
      Maintenance: false,
      MaintenanceNotice: { From: window.From, To: window.To, Message: 'Sabato notte' },
    });
    expect((await who.customer.get('/api/Support/Tickets')).statusCode).toBe(200);
    await save(valid({ Maintenance: { ...window, From: inHours(-3), To: inHours(-1) } }));
    expect(await publicSettings()).not.toHaveProperty('MaintenanceNotice');
    await save(valid({ Maintenance: { ...window, From: inHours(24 * 8), To: inHours(24 * 8 + 2) } }));
    expect(await publicSettings()).not.toHaveProperty('MaintenanceNotice');
    await save(valid());
  });

  it('holds on a second process over the same database within a second, without a restart', async () => {
    const second = await createTestApp({ database: app.t.database });
    try {
      const other = new TestClient(second.app);
      expect((await publicSettings(other)).PasswordMinLength).toBe(8);
      await save(valid({ PasswordMinLength: 12 }));
      const savedAt = performance.now();
      let seen = 8;
      while (seen !== 12 && performance.now() - savedAt < 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = (await publicSettings(other)).PasswordMinLength;
      }
      expect(seen).toBe(12);
      // The cache keeps a process's copy a second at most (a loaded machine adds its queue).
      expect(performance.now() - savedAt).toBeLessThan(2_500);
    } finally {
      await save(valid());
      await second.close();
    }
  });
});

/** A 1×1 PNG, and the same bytes as a data URL. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('the vendor’s brand', () => {
  it('refuses a bad brand, each problem next to its field, and changes nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await who.admin.post(
      '/api/Settings/Save',
      valid({
        Brand: {
          ...BRAND,
          ProductName: ' ',
          PrimaryColour: 'fuchsia',
          SupportEmail: 'non-un-indirizzo',
          SupportPhone: 'chiamaci',
          TermsUrl: 'ftp://example.it/termini',
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      Object.fromEntries(errorBody(res).Fields!.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]])),
    ).toEqual({
      'Brand.ProductName': 'ERROR_FIELD_REQUIRED',
      'Brand.PrimaryColour': 'ERROR_BRAND_COLOUR',
      'Brand.SupportEmail': 'ERROR_BAD_EMAIL',
      'Brand.SupportPhone': 'ERROR_BAD_PHONE',
      'Brand.TermsUrl': 'ERROR_SETTINGS_URL',
    });
    // The images are checked by their bytes: an SVG called a PNG is refused, and so is one too large.
    const fieldsOf = async (brand: object) => {
      const images = await who.admin.post('/api/Settings/Save', valid({ Brand: { ...BRAND, ...brand } }));
      expect(images.statusCode).toBe(400);
      return Object.fromEntries(
        errorBody(images).Fields!.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]]),
      );
    };
    expect(await fieldsOf({ Logo: dataUrl(svg), Favicon: 'f'.repeat(64) })).toEqual({
      'Brand.Logo': 'ERROR_BRAND_IMAGE',
      'Brand.Favicon': 'ERROR_BRAND_IMAGE',
    });
    expect(
      await fieldsOf({ Favicon: dataUrl(Buffer.concat([PNG, Buffer.alloc(BRAND_IMAGE_MAX_BYTES)])) }),
    ).toEqual({
      'Brand.Favicon': 'ERROR_BRAND_IMAGE_TOO_LARGE',
    });
    expect((await who.admin.get('/api/Settings')).json<SettingsAnswer>().Brand.ProductName).toBe('Sportello');
  });

  it('saves the brand with an uploaded logo, served by its digest and given to the public settings', async () => {
    const saved = await save(
      valid({
        PrivacyUrl: 'https://example.it/privacy',
        Brand: {
          ...BRAND,
          ProductName: 'Assistenza Acme',
          PrimaryColour: 'teal',
          Logo: dataUrl(PNG, 'image/svg+xml'),
          SupportEmail: 'assistenza@acme.example',
          SupportPhone: '+39 02 1234567',
          TermsUrl: 'https://acme.example/termini',
          LegalNoticeUrl: 'https://acme.example/note-legali',
        },
      }),
    );
    try {
      expect(saved.Brand.Logo).toMatch(/^[0-9a-f]{64}$/);
      const logo = await who.anonymous.get(`/api/App/brand/${saved.Brand.Logo}`);
      expect(logo.statusCode).toBe(200);
      // The type comes from the bytes, whatever the upload said.
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['cache-control']).toContain('immutable');
      expect(logo.rawPayload.equals(PNG)).toBe(true);
      expect((await publicSettings()).Brand).toEqual({
        ProductName: 'Assistenza Acme',
        PrimaryColour: 'teal',
        LogoUrl: `/api/App/brand/${saved.Brand.Logo}`,
        FaviconUrl: null,
        SupportEmail: 'assistenza@acme.example',
        SupportPhone: '+39 02 1234567',
        PrivacyUrl: 'https://example.it/privacy',
        TermsUrl: 'https://acme.example/termini',
        LegalNoticeUrl: 'https://acme.example/note-legali',
      });
      // Saved again with its id, the logo is kept; the audit trail names it by id, not by its bytes.
      const again = await save(valid({ Brand: { ...saved.Brand, Logo: saved.Brand.Logo } }));
      expect(again.Brand.Logo).toBe(saved.Brand.Logo);
      const entries = await app.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'settings'), eq(auditLog.objectId, '1')));
      expect(JSON.stringify(entries)).not.toContain('base64');
    } finally {
      await save(valid());
    }
    // No setting names it any more: deleted.
    expect((await who.anonymous.get(`/api/App/brand/${saved.Brand.Logo}`)).statusCode).toBe(404);
  });

  it('signs every mail with the brand’s name, signature and footer', async () => {
    await save(
      valid({
        Brand: {
          ...BRAND,
          ProductName: 'Assistenza <Acme>',
          MailSignature: 'Il servizio clienti\nAcme S.p.A.',
          MailFooter: 'Acme S.p.A. – P.IVA 01234567897',
        },
      }),
    );
    try {
      const address = `marchio${Date.now()}@example.it`;
      const res = await who.customer.post('/api/Company/users/invitation', {
        Role: { Id: 1 },
        Email: address,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await app.t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      expect(mail?.subject).toContain('Assistenza <Acme>');
      expect(mail?.text).toContain('Il servizio clienti\nAcme S.p.A.');
      expect(mail?.text).toContain('--\nAcme S.p.A. – P.IVA 01234567897');
      expect(mail?.html).toContain('Assistenza &lt;Acme&gt;');
      expect(mail?.html).toContain('Il servizio clienti<br>Acme S.p.A.');
      expect(mail?.html).not.toContain('Il team di');
    } finally {
      await save(valid());
    }
  });
});
