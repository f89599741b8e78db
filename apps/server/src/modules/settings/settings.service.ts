import type { PortalSettings as PublicSettings } from '@sportello/contracts/auth/login.contract';
import type { Settings, SettingsInput } from '@sportello/contracts/backoffice/settings.contract';
import { SettingsInput as SettingsSchema } from '@sportello/contracts/backoffice/settings.contract';
import type { z } from 'zod';
import { auditedTransaction } from '../../core/audit-trail';
import type { Log, ServiceContext } from '../../core/context';
import type { Db } from '../../core/database';
import {
  cachedSettings,
  maintenanceActive,
  maintenanceNotice,
  type PortalSettings,
  type SettingsPort,
} from '../../core/portal-settings';
import { settingsPermission } from './settings.policy';
import { findSettingsRow, type SettingsRow, saveSettingsRow } from './settings.repository';

/**
 * The portal's runtime settings (decision 058): the back office reads and saves them (resource
 * `settings`, every change audited); every process reads them through its settings port, again
 * within a second of a change; the public settings call gives the web what it needs before sign-in.
 */

type StoredSettings = z.output<typeof SettingsInput>;

const instant = (value: string | null) => (value ? new Date(value) : null);

function settingsOfStored(values: StoredSettings): PortalSettings {
  const { Maintenance: m } = values;
  return {
    passwordMinLength: values.PasswordMinLength,
    showPageErrors: values.ShowPageErrors,
    maintenanceUrl: values.MaintenanceUrl,
    customerHubUrl: values.CustomerHubUrl,
    privacyUrl: values.PrivacyUrl,
    maintenance: { enabled: m.Enabled, from: instant(m.From), to: instant(m.To), message: m.Message },
  };
}

function storedOf(settings: PortalSettings): StoredSettings {
  const { maintenance: m } = settings;
  return {
    PasswordMinLength: settings.passwordMinLength,
    ShowPageErrors: settings.showPageErrors,
    MaintenanceUrl: settings.maintenanceUrl,
    CustomerHubUrl: settings.customerHubUrl,
    PrivacyUrl: settings.privacyUrl,
    Maintenance: {
      Enabled: m.enabled,
      From: m.from?.toISOString() ?? null,
      To: m.to?.toISOString() ?? null,
      Message: m.message,
    },
  };
}

/**
 * The stored settings, or `defaults` (the environment's) while none were saved. A stored row the
 * contract no longer takes (a bound tightened since) is logged and the defaults hold, rather than the
 * portal refusing every sign-in.
 */
function settingsOfRow(row: SettingsRow | undefined, defaults: PortalSettings, log: Log): PortalSettings {
  if (!row) return defaults;
  const parsed = SettingsSchema.safeParse(row.values);
  if (parsed.success) return settingsOfStored(parsed.data);
  log.error({ issues: parsed.error.issues }, 'stored settings no longer valid: the environment’s hold');
  return defaults;
}

/** This process's settings port: the database's settings over the environment's, read again each second. */
export function databaseSettings(db: Db, defaults: PortalSettings, log: Log): SettingsPort {
  return cachedSettings(async () => settingsOfRow(await findSettingsRow(db), defaults, log));
}

function toWire(settings: PortalSettings, row: SettingsRow | undefined, now: Date): Settings {
  const stored = storedOf(settings);
  return {
    ...stored,
    Maintenance: { ...stored.Maintenance, Active: maintenanceActive(settings.maintenance, now) },
    UpdatedAt: row?.updatedAt.toISOString() ?? null,
    UpdatedBy: row?.updatedBy ?? null,
  };
}

/** The settings as stored now (not as this process last read them), for the back office's page. */
export async function getSettings(ctx: ServiceContext): Promise<Settings> {
  await settingsPermission(ctx, 'read');
  const row = await findSettingsRow(ctx.tx);
  // No row: what holds is the environment's, which the port gives.
  const settings = row
    ? settingsOfRow(row, await ctx.settings.current(), ctx.log)
    : await ctx.settings.current();
  return toWire(settings, row, ctx.clock.now());
}

/** Saves every setting at once, audited; this process applies them at once, the others within a second. */
export async function saveSettings(ctx: ServiceContext, input: StoredSettings): Promise<Settings> {
  const grant = await settingsPermission(ctx, 'update');
  const now = ctx.clock.now();
  const inForce = await ctx.settings.current();
  const row = await auditedTransaction(ctx, async (tx, audit) => {
    const current = await findSettingsRow(tx);
    const before = current ? settingsOfRow(current, inForce, ctx.log) : inForce;
    const saved = await saveSettingsRow(tx, { values: input, updatedAt: now, updatedBy: grant.userName });
    audit({ resource: 'settings', objectId: 1, action: 'update', before: storedOf(before), after: input });
    return saved;
  });
  ctx.settings.changed();
  return toWire(settingsOfStored(input), row, now);
}

/** The public settings (GET /api/App/settings): what the web needs before and after sign-in. */
export async function publicSettings(
  ctx: ServiceContext,
  ssoProviders: PublicSettings['SsoProviders'],
): Promise<PublicSettings> {
  const settings = await ctx.settings.current();
  const now = ctx.clock.now();
  const notice = maintenanceNotice(settings.maintenance, now);
  return {
    Maintenance: maintenanceActive(settings.maintenance, now),
    MaintenanceUrl: settings.maintenanceUrl,
    CustomerHubUrl: settings.customerHubUrl,
    ...(settings.privacyUrl && { PrivacyUrl: settings.privacyUrl }),
    ShowPageErrors: settings.showPageErrors,
    PasswordMinLength: settings.passwordMinLength,
    SsoProviders: ssoProviders,
    ...(notice && {
      MaintenanceNotice: {
        From: notice.from?.toISOString() ?? null,
        To: notice.to?.toISOString() ?? null,
        Message: notice.message,
      },
    }),
  };
}
