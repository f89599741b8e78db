import { z } from 'zod';
import { wireInstant } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { SETTINGS_ROUTES } from './settings.routes';
import {
  BRAND_COLOURS,
  BRAND_IMAGE_MAX_BYTES,
  CHAT_MESSAGES_PER_MINUTE_RANGE,
  CHAT_TYPING_NOTICES_RANGE,
  MAIL_TEXT_MAX,
  MAINTENANCE_MESSAGE_MAX,
  PASSWORD_MIN_LENGTH_RANGE,
  POPUP_DELAY_SECONDS_RANGE,
  PRODUCT_NAME_MAX,
  SESSION_ABSOLUTE_HOURS_RANGE,
  SESSION_IDLE_MINUTES_RANGE,
  SETTINGS_URL_MAX,
  SUPPORT_PHONE_MAX,
} from './settings.values';

/**
 * The portal's runtime settings (decision 058): stored in the database, edited in the back office,
 * in force on every process within a second; the environment gives their first values.
 */

const address = z
  .string()
  .trim()
  .max(SETTINGS_URL_MAX, 'ERROR_FIELD_TOO_LONG')
  .pipe(z.url({ protocol: /^https?$/, error: 'ERROR_SETTINGS_URL' }));

/**
 * Maintenance: on now (`Enabled` without dates), or a window (`From`/`To`, either open-ended). While
 * it is on, customers are refused and sent to the maintenance page; the back office's admins go on.
 */
export const MaintenanceInput = z
  .object({
    Enabled: z.boolean(),
    From: wireInstant.nullable().default(null),
    To: wireInstant.nullable().default(null),
    Message: z.string().trim().max(MAINTENANCE_MESSAGE_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
  })
  .refine((m) => !m.From || !m.To || Date.parse(m.From) < Date.parse(m.To), {
    message: 'ERROR_MAINTENANCE_WINDOW',
    path: ['To'],
  });
export type MaintenanceInput = z.input<typeof MaintenanceInput>;

/** An optional address: empty, or an http(s) URL (one message whichever way it fails). */
const optionalAddress = z
  .string()
  .trim()
  .max(SETTINGS_URL_MAX, 'ERROR_FIELD_TOO_LONG')
  .refine((v) => v === '' || z.url({ protocol: /^https?$/ }).safeParse(v).success, 'ERROR_SETTINGS_URL')
  .default('');

/** The longest `data:` URL of an image within BRAND_IMAGE_MAX_BYTES: base64 plus its prefix. */
const BRAND_IMAGE_FIELD_MAX = Math.ceil(BRAND_IMAGE_MAX_BYTES / 3) * 4 + 64;

/**
 * A logo or favicon: empty (none), the id of the image stored now (kept as it is), or a new upload
 * as a base64 `data:` URL. The server reads the type from the bytes, not from the URL (decision 069).
 */
const brandImage = z
  .string()
  .max(BRAND_IMAGE_FIELD_MAX, 'ERROR_BRAND_IMAGE_TOO_LARGE')
  .regex(/^(|[0-9a-f]{64}|data:[\w.+/-]*;base64,[A-Za-z0-9+/]+={0,2})$/, 'ERROR_BRAND_IMAGE')
  .default('');

const plainText = (max: number) => z.string().trim().max(max, 'ERROR_FIELD_TOO_LONG').default('');

/**
 * The vendor's brand (decision 069): the product's name and colour in the web and the sign-in page,
 * its logo and favicon, its mails' signature and footer (empty: the catalogue's, with the name), and
 * the contacts and legal links of the customers' footer (empty: not shown).
 */
export const BrandInput = z.object({
  ProductName: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(PRODUCT_NAME_MAX, 'ERROR_FIELD_TOO_LONG'),
  PrimaryColour: z.enum(BRAND_COLOURS, { error: 'ERROR_BRAND_COLOUR' }),
  Logo: brandImage,
  Favicon: brandImage,
  MailSignature: plainText(MAIL_TEXT_MAX),
  MailFooter: plainText(MAIL_TEXT_MAX),
  SupportEmail: z
    .string()
    .trim()
    .max(254, 'ERROR_FIELD_TOO_LONG')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'ERROR_BAD_EMAIL')
    .default(''),
  SupportPhone: z
    .string()
    .trim()
    .max(SUPPORT_PHONE_MAX, 'ERROR_FIELD_TOO_LONG')
    .regex(/^(|\+?[\d][\d ./()-]{4,})$/, 'ERROR_BAD_PHONE')
    .default(''),
  TermsUrl: optionalAddress,
  LegalNoticeUrl: optionalAddress,
});
export type BrandInput = z.input<typeof BrandInput>;

/** The brand as the customers' pages get it (GET /api/App/settings): images as addresses. */
export const PublicBrand = z.object({
  ProductName: z.string(),
  PrimaryColour: z.enum(BRAND_COLOURS),
  /** A same-origin path (the strict CSP takes images from the portal itself only), or null. */
  LogoUrl: z.string().nullable(),
  FaviconUrl: z.string().nullable(),
  SupportEmail: z.string(),
  SupportPhone: z.string(),
  PrivacyUrl: z.string(),
  TermsUrl: z.string(),
  LegalNoticeUrl: z.string(),
});
export type PublicBrand = z.infer<typeof PublicBrand>;

type Range = { readonly min: number; readonly max: number };

/** A number within `range`, whole unless `decimals` (one message whichever way it fails). */
const numberIn = (range: Range, { decimals = false } = {}) => {
  const number = z.number();
  return (decimals ? number : number.int('ERROR_NUMBER_OUT_OF_RANGE'))
    .min(range.min, 'ERROR_NUMBER_OUT_OF_RANGE')
    .max(range.max, 'ERROR_NUMBER_OUT_OF_RANGE');
};

/** The pop-up banner's random delay (spec §9), in seconds; the support pages keep their own. */
export const PopupDelayInput = z
  .object({
    MinSeconds: numberIn(POPUP_DELAY_SECONDS_RANGE, { decimals: true }),
    MaxSeconds: numberIn(POPUP_DELAY_SECONDS_RANGE, { decimals: true }),
  })
  .refine((d) => d.MinSeconds <= d.MaxSeconds, { message: 'ERROR_POPUP_DELAY_RANGE', path: ['MaxSeconds'] });

/** How long a session lasts (decision 072): idle, and in any case from its sign-in. */
export const SessionLifetimesInput = z.object({
  IdleMinutes: numberIn(SESSION_IDLE_MINUTES_RANGE),
  AbsoluteHours: numberIn(SESSION_ABSOLUTE_HOURS_RANGE),
});

/** The live chat's limits on one person (decision 072). */
export const ChatLimitsInput = z.object({
  MessagesPerMinute: numberIn(CHAT_MESSAGES_PER_MINUTE_RANGE),
  /** Typing notices in each window of CHAT_TYPING_WINDOW_SECONDS. */
  TypingNotices: numberIn(CHAT_TYPING_NOTICES_RANGE),
});

/** What the back office saves: every setting at once, as the page shows them. */
export const SettingsInput = z.object({
  /** The shortest password the portal takes (spec §5 "comes from page configuration"). */
  PasswordMinLength: numberIn(PASSWORD_MIN_LENGTH_RANGE),
  /** Whether the reset and user-name pages show their failures (spec §8). */
  ShowPageErrors: z.boolean(),
  MaintenanceUrl: address,
  CustomerHubUrl: address,
  /** Empty: the portal's own privacy page. */
  PrivacyUrl: z.union([z.literal(''), address]).default(''),
  Maintenance: MaintenanceInput,
  Brand: BrandInput,
  PopupDelay: PopupDelayInput,
  /** Whether the public forms (registration, recovery, support requests) require a captcha. */
  CaptchaEnabled: z.boolean(),
  /**
   * Whether the vendor's staff must sign in with a second factor (decision 078); settings saved
   * before it existed read as required.
   */
  StaffSecondFactor: z.boolean().default(true),
  Sessions: SessionLifetimesInput,
  ChatLimits: ChatLimitsInput,
});
export type SettingsInput = z.input<typeof SettingsInput>;

export const Settings = z
  .object({
    PasswordMinLength: z.number().int(),
    ShowPageErrors: z.boolean(),
    MaintenanceUrl: z.string(),
    CustomerHubUrl: z.string(),
    PrivacyUrl: z.string(),
    Maintenance: z.object({
      Enabled: z.boolean(),
      From: z.string().nullable(),
      To: z.string().nullable(),
      Message: z.string(),
      /** Whether customers are refused now. */
      Active: z.boolean(),
    }),
    Brand: z.object({
      ProductName: z.string(),
      PrimaryColour: z.enum(BRAND_COLOURS),
      /** The stored image's id (send it back to keep it), or empty. */
      Logo: z.string(),
      Favicon: z.string(),
      MailSignature: z.string(),
      MailFooter: z.string(),
      SupportEmail: z.string(),
      SupportPhone: z.string(),
      TermsUrl: z.string(),
      LegalNoticeUrl: z.string(),
    }),
    PopupDelay: z.object({ MinSeconds: z.number(), MaxSeconds: z.number() }),
    CaptchaEnabled: z.boolean(),
    StaffSecondFactor: z.boolean(),
    Sessions: z.object({ IdleMinutes: z.number().int(), AbsoluteHours: z.number().int() }),
    ChatLimits: z.object({ MessagesPerMinute: z.number().int(), TypingNotices: z.number().int() }),
    /** When and by whom they were last saved; null while the environment's values hold. */
    UpdatedAt: z.string().nullable(),
    UpdatedBy: z.string().nullable(),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof Settings>;

export const getSettings = defineRoute({
  ...SETTINGS_ROUTES.getSettings,
  summary: 'Back office: the portal’s runtime settings and maintenance',
  response: Settings,
});

export const saveSettings = defineRoute({
  ...SETTINGS_ROUTES.saveSettings,
  summary: 'Back office: save the runtime settings (audited; in force on every process within a second)',
  body: SettingsInput,
  response: Settings,
});

export const getBrandImage = defineRoute({
  ...SETTINGS_ROUTES.getBrandImage,
  summary: 'The brand’s logo or favicon by its id (public, cached for good: the id is its digest)',
  params: z.object({ Id: z.string().regex(/^[0-9a-f]{64}$/, 'ERROR_NOT_FOUND') }),
  response: z.string().meta({ description: 'The image itself', format: 'binary' }),
});
