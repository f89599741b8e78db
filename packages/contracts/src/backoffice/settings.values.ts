// Plain data of settings.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** The medium password rule's bounds (spec §5): the shortest password the portal may require. */
export const PASSWORD_MIN_LENGTH_RANGE = { min: 8, max: 15 } as const;

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
