import { describe, expect, it } from 'vitest';
import { CompanyMigration } from '../backoffice/companies.contract';
import { checkMigrationDate, checkMigrationUrl } from './company-migration';

describe('the day a migration takes effect', () => {
  it('is today or later, up to the same day two years on', () => {
    expect(checkMigrationDate('2026-06-10', '2026-06-10')).toEqual({ ok: true, value: '2026-06-10' });
    expect(checkMigrationDate(' 2028-06-10 ', '2026-06-10')).toEqual({ ok: true, value: '2028-06-10' });
    expect(checkMigrationDate('2026-06-09', '2026-06-10')).toEqual({
      ok: false,
      key: 'ERROR_MIGRATION_DATE',
    });
    expect(checkMigrationDate('2028-06-11', '2026-06-10')).toEqual({
      ok: false,
      key: 'ERROR_MIGRATION_DATE',
    });
  });

  it('is a real calendar day in the ISO form', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '10/06/2026', '2026-6-1', ''])
      expect(checkMigrationDate(bad, '2026-01-01')).toEqual({ ok: false, key: 'ERROR_DATE_INVALID' });
    expect(checkMigrationDate('2028-02-29', '2026-06-10').ok).toBe(true);
  });
});

describe('the hub address of a migration', () => {
  it('is a whole https address, normalised', () => {
    expect(checkMigrationUrl(' https://Hub.Example.it/a?b=1 ')).toEqual({
      ok: true,
      value: 'https://hub.example.it/a?b=1',
    });
  });

  it('refuses other schemes, credentials, relative paths and very long addresses', () => {
    for (const bad of [
      'http://hub.example.it/',
      'javascript:alert(1)',
      'https://user:pass@hub.example.it/',
      '/hub',
      'hub.example.it',
      `https://hub.example.it/${'a'.repeat(2000)}`,
    ])
      expect(checkMigrationUrl(bad), bad).toEqual({ ok: false, key: 'ERROR_MIGRATION_URL' });
  });

  it('is optional in the request: empty is the configured hub', () => {
    expect(CompanyMigration.parse({ Ids: [1], Migrated: true, MigrationUrl: '  ' })).toMatchObject({
      MigrationUrl: null,
    });
    expect(CompanyMigration.parse({ Ids: [1], Migrated: false })).toMatchObject({ MigrationUrl: null });
    const refused = CompanyMigration.safeParse({ Ids: [1], Migrated: true, MigrationUrl: 'http://x.it' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['MigrationUrl', 'ERROR_MIGRATION_URL'],
    ]);
  });
});
