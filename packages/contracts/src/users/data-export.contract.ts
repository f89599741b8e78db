import { z } from 'zod';
import { wireInstant } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { DATA_EXPORT_ROUTES } from './data-export.routes';
import { DATA_EXPORT_STATES } from './data-export.values';

/**
 * The signed-in user's export of their own data (decision 065): a ZIP of JSON files (profile,
 * companies, consents, tickets with messages, chats, sign-in history) and a readable HTML summary,
 * made in the background and mailed as a link to the profile; it expires after
 * `DATA_EXPORT_TTL_HOURS`.
 */
export const DataExport = z
  .object({
    Id: z.uuid(),
    State: z.enum(DATA_EXPORT_STATES),
    RequestedAt: wireInstant,
    /** When it was ready (or failed). */
    FinishedAt: wireInstant.nullable(),
    /** Until when a ready export can be downloaded. */
    ExpiresAt: wireInstant.nullable(),
    /** The ZIP's size in bytes, once ready. */
    Size: z.number().int().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExport>;

export const getDataExport = defineRoute({
  ...DATA_EXPORT_ROUTES.getDataExport,
  summary: "The signed-in user's latest data export, or null",
  response: z.object({ Export: DataExport.nullable() }),
});

export const requestDataExport = defineRoute({
  ...DATA_EXPORT_ROUTES.requestDataExport,
  summary:
    'Ask for an export of your own data: made in the background and mailed when ready; one at a time (ERROR_DATA_EXPORT_PENDING)',
  response: DataExport,
});

export const downloadDataExport = defineRoute({
  ...DATA_EXPORT_ROUTES.downloadDataExport,
  summary: 'Download your ready data export, a ZIP (expired: ERROR_DATA_EXPORT_EXPIRED)',
  params: z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) }),
  response: z.string().meta({ description: 'The ZIP itself', format: 'binary' }),
});
