// Plain data of settings.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** The medium password rule's bounds (spec §5): the shortest password the portal may require. */
export const PASSWORD_MIN_LENGTH_RANGE = { min: 8, max: 15 } as const;

/**
 * The pop-up banner's random delay (spec §9), in seconds (tenths taken): the bounds either end may
 * take, and what holds until the back office sets it (the spec's 100 to 4000 ms).
 */
export const POPUP_DELAY_SECONDS_RANGE = { min: 0, max: 120 } as const;
export const DEFAULT_POPUP_DELAY_SECONDS = { min: 0.1, max: 4 } as const;

/**
 * A session ends after this many minutes without calls, and in any case this many hours after sign-in
 * (decision 072). The bounds keep the idle time within the absolute one whatever is chosen.
 */
export const SESSION_IDLE_MINUTES_RANGE = { min: 5, max: 60 } as const;
export const SESSION_ABSOLUTE_HOURS_RANGE = { min: 1, max: 24 } as const;
export const DEFAULT_SESSION_LIFETIMES = { idleMinutes: 30, absoluteHours: 12 } as const;

/**
 * The live chat's limits on one person (decision 072): messages a minute, and typing notices in each
 * window of CHAT_TYPING_WINDOW_SECONDS (each one is pushed to the other side's page).
 */
export const CHAT_MESSAGES_PER_MINUTE_RANGE = { min: 1, max: 120 } as const;
export const CHAT_TYPING_NOTICES_RANGE = { min: 1, max: 20 } as const;
export const DEFAULT_CHAT_LIMITS = { messagesPerMinute: 20, typingNotices: 5 } as const;
export const CHAT_TYPING_WINDOW_SECONDS = 10;

/** The maintenance message customers read in the banner and on the sign-in page. */
export const MAINTENANCE_MESSAGE_MAX = 500;

/** A settings address (maintenance page, customer hub, privacy notice). */
export const SETTINGS_URL_MAX = 500;

/**
 * The brand's primary colour (decision 069): one of the theme library's named colours, so that every
 * shade the components use exists and the contrast rules of the theme (shade 8 under white text) hold.
 */
export const BRAND_COLOURS = [
  'blue',
  'cyan',
  'dark',
  'grape',
  'gray',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
  'yellow',
] as const;
export type BrandColour = (typeof BRAND_COLOURS)[number];

/** A brand with nothing set but the built product's name and colour: the empty form's start, and the tests'. */
export const PLAIN_BRAND = {
  ProductName: 'Sportello',
  PrimaryColour: 'blue',
  Logo: '',
  Favicon: '',
  MailSignature: '',
  MailFooter: '',
  SupportEmail: '',
  SupportPhone: '',
  TermsUrl: '',
  LegalNoticeUrl: '',
} as const;

export const isBrandColour = (value: string): value is BrandColour =>
  (BRAND_COLOURS as readonly string[]).includes(value);

/** The product's name in the header, the tabs' titles and every mail. */
export const PRODUCT_NAME_MAX = 60;

/** The mails' signature and footer (plain text, a few lines). */
export const MAIL_TEXT_MAX = 1000;

export const SUPPORT_PHONE_MAX = 30;

/** An uploaded logo or favicon, decoded: small enough to sit in the settings' page and the database. */
export const BRAND_IMAGE_MAX_BYTES = 200 * 1024;

/**
 * The `<meta name>` in which the server gives a page the brand in force (JSON of the public brand):
 * the page's script reads it before its first render, so that render matches the sent markup.
 */
export const BRAND_PAGE_META = 'sportello-brand';

/** Where an uploaded logo or favicon is served, by its id (the digest of its bytes: cached for good). */
export const brandImagePath = (id: string) => `/api/App/brand/${id}`;

/** How long before a scheduled maintenance window the signed-in users' banner announces it. */
export const MAINTENANCE_NOTICE_DAYS = 7;

/**
 * The portal's runtime settings (decision 058): the whole back office reads them (an operator tells a
 * customer when maintenance ends); changing them is the admins'.
 */
export const SETTINGS_ACCESS = defineResourceAccess('settings', {
  viewer: { read: 'all' },
  operator: { read: 'all' },
  admin: { read: 'all', update: 'all' },
});
