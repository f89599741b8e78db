import type { PortalSettings as PublicSettings } from '@sportello/contracts/auth/login.contract';
import type { Settings, SettingsInput } from '@sportello/contracts/backoffice/settings.contract';
import { SettingsInput as SettingsSchema } from '@sportello/contracts/backoffice/settings.contract';
import { brandImagePath } from '@sportello/contracts/backoffice/settings.values';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { Log, ServiceContext } from '../../core/context';
import type { Db, Tx } from '../../core/database';
import {
  type Brand,
  cachedSettings,
  maintenanceActive,
  maintenanceNotice,
  type PortalSettings,
  type SettingsPort,
} from '../../core/portal-settings';
import { requireFreshSecondFactor } from '../second-factor/second-factor.service';
import { decodeUpload } from './brand-images';
import { settingsPermission } from './settings.policy';
import {
  type BrandImageRow,
  deleteBrandImagesExcept,
  findBrandImage,
  findSettingsRow,
  insertBrandImage,
  type SettingsRow,
  saveSettingsRow,
  storedBrandImageIds,
} from './settings.repository';

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
    brand: brandOfStored(values.Brand),
    popupDelay: { minSeconds: values.PopupDelay.MinSeconds, maxSeconds: values.PopupDelay.MaxSeconds },
    captchaEnabled: values.CaptchaEnabled,
    staffSecondFactor: values.StaffSecondFactor,
    sessions: { idleMinutes: values.Sessions.IdleMinutes, absoluteHours: values.Sessions.AbsoluteHours },
    chatLimits: {
      messagesPerMinute: values.ChatLimits.MessagesPerMinute,
      typingNotices: values.ChatLimits.TypingNotices,
    },
  };
}

function brandOfStored(b: StoredSettings['Brand']): Brand {
  return {
    productName: b.ProductName,
    primaryColour: b.PrimaryColour,
    logo: b.Logo,
    favicon: b.Favicon,
    mailSignature: b.MailSignature,
    mailFooter: b.MailFooter,
    supportEmail: b.SupportEmail,
    supportPhone: b.SupportPhone,
    termsUrl: b.TermsUrl,
    legalNoticeUrl: b.LegalNoticeUrl,
  };
}

function storedBrand(b: Brand): StoredSettings['Brand'] {
  return {
    ProductName: b.productName,
    PrimaryColour: b.primaryColour,
    Logo: b.logo,
    Favicon: b.favicon,
    MailSignature: b.mailSignature,
    MailFooter: b.mailFooter,
    SupportEmail: b.supportEmail,
    SupportPhone: b.supportPhone,
    TermsUrl: b.termsUrl,
    LegalNoticeUrl: b.legalNoticeUrl,
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
    Brand: storedBrand(settings.brand),
    PopupDelay: { MinSeconds: settings.popupDelay.minSeconds, MaxSeconds: settings.popupDelay.maxSeconds },
    CaptchaEnabled: settings.captchaEnabled,
    StaffSecondFactor: settings.staffSecondFactor,
    Sessions: { IdleMinutes: settings.sessions.idleMinutes, AbsoluteHours: settings.sessions.absoluteHours },
    ChatLimits: {
      MessagesPerMinute: settings.chatLimits.messagesPerMinute,
      TypingNotices: settings.chatLimits.typingNotices,
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
  // Settings saved before a group of them existed (the brand, decision 069; the delays, captcha,
  // sessions and chat limits, decision 072) keep the environment's values for it.
  const stored: Partial<StoredSettings> = row.values;
  const parsed = SettingsSchema.safeParse({ ...storedOf(defaults), ...stored });
  if (parsed.success) return settingsOfStored(parsed.data);
  log.error({ issues: parsed.error.issues }, 'stored settings no longer valid: the environment’s hold');
  return defaults;
}

/** This process's settings port: the database's settings over the environment's, read again each second. */
export function databaseSettings(db: Db, defaults: PortalSettings, log: Log): SettingsPort {
  const cached = cachedSettings(async () => settingsOfRow(await findSettingsRow(db), defaults, log));
  return {
    current: () => cached.current(),
    changed: () => cached.changed(),
    readIn: async (tx) => settingsOfRow(await findSettingsRow(tx), defaults, log),
  };
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
  // The portal's security rules (the staff's second factor, sessions, maintenance) change here.
  await requireFreshSecondFactor(ctx);
  const now = ctx.clock.now();
  const inForce = await ctx.settings.current();
  const { row, values } = await auditedTransaction(ctx, async (tx, audit) => {
    const current = await findSettingsRow(tx);
    const before = current ? settingsOfRow(current, inForce, ctx.log) : inForce;
    // The uploads become stored images, named by their ids: neither the row nor the audit trail
    // holds an image's bytes.
    const values = { ...input, Brand: await storeBrandImages(tx, input.Brand, now) };
    const saved = await saveSettingsRow(tx, { values, updatedAt: now, updatedBy: grant.userName });
    await deleteBrandImagesExcept(tx, [values.Brand.Logo, values.Brand.Favicon].filter(Boolean));
    audit({ resource: 'settings', objectId: 1, action: 'update', before: storedOf(before), after: values });
    return { row: saved, values };
  });
  ctx.settings.changed();
  return toWire(settingsOfStored(values), row, now);
}

const IMAGE_FIELDS = ['Logo', 'Favicon'] as const;

/**
 * The brand with each new upload stored and replaced by its id. An id must name a stored image; an
 * upload must be a raster image within the size limit: each refusal is next to its field.
 */
async function storeBrandImages(
  tx: Tx,
  brand: StoredSettings['Brand'],
  now: Date,
): Promise<StoredSettings['Brand']> {
  const problems: { path: string; key: ErrorKey }[] = [];
  const result = { ...brand };
  const stored = await storedBrandImageIds(
    tx,
    IMAGE_FIELDS.map((f) => brand[f]).filter((v) => /^[0-9a-f]{64}$/.test(v)),
  );
  for (const field of IMAGE_FIELDS) {
    const value = brand[field];
    if (value === '') continue;
    if (!value.startsWith('data:')) {
      if (!stored.has(value)) problems.push({ path: `Brand.${field}`, key: 'ERROR_BRAND_IMAGE' });
      continue;
    }
    const image = decodeUpload(value);
    if ('refused' in image) {
      problems.push({ path: `Brand.${field}`, key: image.refused });
      continue;
    }
    await insertBrandImage(tx, { ...image, createdAt: now });
    result[field] = image.id;
  }
  const [first] = problems;
  if (first) throw new AppError(first.key, undefined, problems);
  return result;
}

/** An uploaded logo or favicon, for anyone (the sign-in page shows them): ERROR_NOT_FOUND if unknown. */
export async function getBrandImage(ctx: ServiceContext, id: string): Promise<BrandImageRow> {
  const image = await findBrandImage(ctx.tx, id);
  if (!image) throw new AppError('ERROR_NOT_FOUND');
  return image;
}

/** The brand as the customers' pages show it. */
export function publicBrand(settings: PortalSettings): PublicSettings['Brand'] {
  const { brand } = settings;
  return {
    ProductName: brand.productName,
    PrimaryColour: brand.primaryColour,
    LogoUrl: brand.logo ? brandImagePath(brand.logo) : null,
    FaviconUrl: brand.favicon ? brandImagePath(brand.favicon) : null,
    SupportEmail: brand.supportEmail,
    SupportPhone: brand.supportPhone,
    PrivacyUrl: settings.privacyUrl,
    TermsUrl: brand.termsUrl,
    LegalNoticeUrl: brand.legalNoticeUrl,
  };
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
    Brand: publicBrand(settings),
    PopupDelay: {
      MinMs: Math.round(settings.popupDelay.minSeconds * 1000),
      MaxMs: Math.round(settings.popupDelay.maxSeconds * 1000),
    },
    ...(notice && {
      MaintenanceNotice: {
        From: notice.from?.toISOString() ?? null,
        To: notice.to?.toISOString() ?? null,
        Message: notice.message,
      },
    }),
  };
}
