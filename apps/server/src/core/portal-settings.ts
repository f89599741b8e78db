import {
  type BrandColour,
  DEFAULT_CHAT_LIMITS,
  DEFAULT_POPUP_DELAY_SECONDS,
  DEFAULT_SESSION_LIFETIMES,
  MAINTENANCE_NOTICE_DAYS,
} from '@sportello/contracts/backoffice/settings.values';
import { DAY_MS } from '@sportello/contracts/common/days';
import type { Config } from '../config';
import { AppError } from './app-error';
import { cachedRead } from './cached-read';
import type { Tx } from './database';

/**
 * The portal's settings in force (decision 058): the environment gives their first values, the back
 * office changes them at runtime (modules/settings), and every process reads them again within a
 * second. Services read them through their context's port (`ctx.settings`), never from the config.
 */
export interface PortalSettings {
  /** The shortest password taken at registration, invitation, reset and change (spec §5). */
  passwordMinLength: number;
  /** Whether the reset and user-name pages show their failures (spec §8). */
  showPageErrors: boolean;
  maintenanceUrl: string;
  customerHubUrl: string;
  /** Empty: the portal's own privacy page. */
  privacyUrl: string;
  maintenance: Maintenance;
  brand: Brand;
  /** The pop-up banner's random delay (spec §9), in seconds, where a page sets none of its own. */
  popupDelay: { minSeconds: number; maxSeconds: number };
  /** Whether the public forms require a captcha (of the configured kind: decision 072). */
  captchaEnabled: boolean;
  /** Whether the vendor's staff must sign in with a second factor (decision 078). */
  staffSecondFactor: boolean;
  sessions: SessionLifetimes;
  chatLimits: ChatLimits;
}

/** How long a session lasts (decision 072): judged at each call by the values in force. */
export interface SessionLifetimes {
  idleMinutes: number;
  absoluteHours: number;
}

/** The live chat's limits on one person. */
export interface ChatLimits {
  messagesPerMinute: number;
  /** Typing notices in each window of CHAT_TYPING_WINDOW_SECONDS. */
  typingNotices: number;
}

/** The vendor's brand (decision 069): the web, the sign-in page and every mail show it. */
export interface Brand {
  productName: string;
  primaryColour: BrandColour;
  /** The stored images' ids (the digest of their bytes); empty: none. */
  logo: string;
  favicon: string;
  /** Plain text closing every mail; empty: the mail catalogue's, with the product's name. */
  mailSignature: string;
  mailFooter: string;
  supportEmail: string;
  supportPhone: string;
  termsUrl: string;
  legalNoticeUrl: string;
}

/** On while `enabled`, within the window when one is given (either end may be open). */
export interface Maintenance {
  enabled: boolean;
  from: Date | null;
  to: Date | null;
  /** What customers read in the banner before it and on the sign-in page during it. */
  message: string;
}

/** How a service reads the settings in force; `changed` makes this process read them again now. */
export interface SettingsPort {
  current(): Promise<PortalSettings>;
  changed(): void;
  /**
   * The settings as `tx` sees them, not cached: for work inside a transaction, where a read on
   * another connection would wait for that transaction to end (the embedded database has one
   * connection). A port without it (one built by hand) answers `current()`.
   */
  readIn?(tx: Tx): Promise<PortalSettings>;
}

/** Work that has no settings (a context built by hand for a job that needs none): a read says so. */
export const NO_SETTINGS: SettingsPort = {
  current: async () => {
    throw new Error('this context has no settings: give it the application’s settings port');
  },
  changed: () => {},
};

/** The settings as the environment gives them: what holds until the back office saves any. */
export function settingsFromEnvironment(config: Config): PortalSettings {
  return {
    passwordMinLength: config.passwordMinLength,
    showPageErrors: config.showPageErrors,
    maintenanceUrl: config.maintenanceUrl,
    customerHubUrl: config.customerHubUrl,
    privacyUrl: config.privacyUrl ?? '',
    maintenance: { enabled: config.maintenance, from: null, to: null, message: '' },
    brand: { ...config.brand, logo: '', favicon: '' },
    popupDelay: { minSeconds: DEFAULT_POPUP_DELAY_SECONDS.min, maxSeconds: DEFAULT_POPUP_DELAY_SECONDS.max },
    captchaEnabled: config.captcha.mode !== 'off',
    staffSecondFactor: config.staffSecondFactor,
    sessions: { ...DEFAULT_SESSION_LIFETIMES },
    chatLimits: { ...DEFAULT_CHAT_LIMITS },
  };
}

/** Whether customers are refused at `now`. */
export function maintenanceActive(maintenance: Maintenance, now: Date): boolean {
  const { enabled, from, to } = maintenance;
  return enabled && (!from || from <= now) && (!to || now < to);
}

/** The maintenance to announce at `now`: under way, or starting within the notice days. */
export function maintenanceNotice(maintenance: Maintenance, now: Date): Maintenance | undefined {
  const { enabled, from, to } = maintenance;
  if (!enabled || (to && to <= now)) return undefined;
  if (from && from.getTime() - now.getTime() > MAINTENANCE_NOTICE_DAYS * DAY_MS) return undefined;
  return maintenance;
}

type SettingsReader = { settings: SettingsPort; clock: { now(): Date } };

/** Whether maintenance is on now, by the settings in force. */
export async function inMaintenance(ctx: SettingsReader): Promise<boolean> {
  return maintenanceActive((await ctx.settings.current()).maintenance, ctx.clock.now());
}

/**
 * ERROR_NOT_ALLOWED_MAINTENANCE (503) while maintenance is on, for whoever it keeps out: customers'
 * registrations, invitations and calls, everyone's sign-in but the back office's admins.
 */
export async function refuseDuringMaintenance(ctx: SettingsReader): Promise<void> {
  if (await inMaintenance(ctx)) throw new AppError('ERROR_NOT_ALLOWED_MAINTENANCE');
}

/** How long a process answers from its own copy of the settings: "in force within a second". */
export const SETTINGS_CACHE_MS = 1_000;

/** The settings read by `read`, kept for `ttlMs` on this process (core/cached-read.ts). */
export function cachedSettings(read: () => Promise<PortalSettings>, ttlMs = SETTINGS_CACHE_MS): SettingsPort {
  return cachedRead(read, ttlMs);
}
