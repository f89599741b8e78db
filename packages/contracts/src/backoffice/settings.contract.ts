import { z } from 'zod';
import { wireInstant } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { SETTINGS_ROUTES } from './settings.routes';
import { MAINTENANCE_MESSAGE_MAX, PASSWORD_MIN_LENGTH_RANGE, SETTINGS_URL_MAX } from './settings.values';

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

/** What the back office saves: every setting at once, as the page shows them. */
export const SettingsInput = z.object({
  /** The shortest password the portal takes (spec §5 "comes from page configuration"). */
  PasswordMinLength: z
    .number()
    .int('ERROR_NUMBER_OUT_OF_RANGE')
    .min(PASSWORD_MIN_LENGTH_RANGE.min, 'ERROR_NUMBER_OUT_OF_RANGE')
    .max(PASSWORD_MIN_LENGTH_RANGE.max, 'ERROR_NUMBER_OUT_OF_RANGE'),
  /** Whether the reset and user-name pages show their failures (spec §8). */
  ShowPageErrors: z.boolean(),
  MaintenanceUrl: address,
  CustomerHubUrl: address,
  /** Empty: the portal's own privacy page. */
  PrivacyUrl: z.union([z.literal(''), address]).default(''),
  Maintenance: MaintenanceInput,
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
