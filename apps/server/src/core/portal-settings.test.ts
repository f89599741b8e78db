import { describe, expect, it } from 'vitest';
import {
  cachedSettings,
  type Maintenance,
  maintenanceActive,
  maintenanceNotice,
  type PortalSettings,
} from './portal-settings';

const settings = (passwordMinLength: number): PortalSettings => ({
  passwordMinLength,
  showPageErrors: true,
  maintenanceUrl: 'https://status.example.it/',
  customerHubUrl: 'https://hub.example.it/',
  privacyUrl: '',
  staffSecondFactor: false,
  maintenance: { enabled: false, from: null, to: null, message: '' },
  brand: {
    productName: 'Sportello',
    primaryColour: 'blue',
    logo: '',
    favicon: '',
    mailSignature: '',
    mailFooter: '',
    supportEmail: '',
    supportPhone: '',
    termsUrl: '',
    legalNoticeUrl: '',
  },
  popupDelay: { minSeconds: 0.1, maxSeconds: 4 },
  captchaEnabled: true,
  sessions: { idleMinutes: 30, absoluteHours: 12 },
  chatLimits: { messagesPerMinute: 20, typingNotices: 5 },
});

/** A read whose answer the test gives, counting how many were made. */
function reads() {
  const pending: { resolve: (value: PortalSettings) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<PortalSettings>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { read, pending };
}

describe('cachedSettings', () => {
  it('shares one read between concurrent callers and keeps its answer', async () => {
    const { read, pending } = reads();
    const port = cachedSettings(read, 60_000);
    const first = port.current();
    const second = port.current();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(settings(10));
    expect((await first).passwordMinLength).toBe(10);
    expect((await second).passwordMinLength).toBe(10);
    expect((await port.current()).passwordMinLength).toBe(10);
    expect(pending).toHaveLength(1);
  });

  it('reads again once its copy is older than the time given', async () => {
    const { read, pending } = reads();
    const port = cachedSettings(read, 0);
    const first = port.current();
    pending[0]!.resolve(settings(10));
    await first;
    const again = port.current();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(settings(12));
    expect((await again).passwordMinLength).toBe(12);
  });

  it('drops its copy on a change, and does not keep a read begun before it', async () => {
    const { read, pending } = reads();
    const port = cachedSettings(read, 60_000);
    const before = port.current();
    port.changed();
    const after = port.current();
    expect(pending).toHaveLength(2);
    // The new read answers first; the old one, answering last, must not replace it.
    pending[1]!.resolve(settings(14));
    expect((await after).passwordMinLength).toBe(14);
    pending[0]!.resolve(settings(8));
    expect((await before).passwordMinLength).toBe(8);
    expect((await port.current()).passwordMinLength).toBe(14);
    expect(pending).toHaveLength(2);
  });

  it('keeps no failed read: the next caller reads again', async () => {
    const { read, pending } = reads();
    const port = cachedSettings(read, 60_000);
    const failing = port.current();
    pending[0]!.reject(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    const again = port.current();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(settings(9));
    expect((await again).passwordMinLength).toBe(9);
  });
});

describe('maintenance at a given time', () => {
  const at = (iso: string) => new Date(iso);
  const window = (from: string | null, to: string | null, enabled = true): Maintenance => ({
    enabled,
    from: from ? at(from) : null,
    to: to ? at(to) : null,
    message: '',
  });

  it('is on from its start, included, to its end, excluded; off while not enabled', () => {
    const m = window('2026-12-05T22:00:00Z', '2026-12-06T02:00:00Z');
    expect(maintenanceActive(m, at('2026-12-05T21:59:59Z'))).toBe(false);
    expect(maintenanceActive(m, at('2026-12-05T22:00:00Z'))).toBe(true);
    expect(maintenanceActive(m, at('2026-12-06T01:59:59Z'))).toBe(true);
    expect(maintenanceActive(m, at('2026-12-06T02:00:00Z'))).toBe(false);
    expect(maintenanceActive(window(null, null), at('2026-12-06T02:00:00Z'))).toBe(true);
    expect(maintenanceActive(window(null, null, false), at('2026-12-06T02:00:00Z'))).toBe(false);
  });

  it('is announced from seven days before its start until its end', () => {
    const m = window('2026-12-08T00:00:00Z', '2026-12-09T00:00:00Z');
    expect(maintenanceNotice(m, at('2026-11-30T23:59:59Z'))).toBeUndefined();
    expect(maintenanceNotice(m, at('2026-12-01T00:00:00Z'))).toBe(m);
    expect(maintenanceNotice(m, at('2026-12-08T23:59:59Z'))).toBe(m);
    expect(maintenanceNotice(m, at('2026-12-09T00:00:00Z'))).toBeUndefined();
    expect(maintenanceNotice({ ...m, enabled: false }, at('2026-12-08T12:00:00Z'))).toBeUndefined();
  });
});
