// Plain data of data-export.contract.ts: the web app uses it without loading the schemas (decision 022).

/**
 * A user's export of their own data (GDPR access right, decision 065): being made, ready to download
 * until it expires, failed, or expired (its file deleted).
 */
export const DATA_EXPORT_STATES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** How long a ready export can be downloaded; then its file is deleted. */
export const DATA_EXPORT_TTL_HOURS = 72;

/** The files of the ZIP, one per part of the user's data, and the readable summary beside them. */
export const DATA_EXPORT_SUMMARY_FILE = 'index.html';
