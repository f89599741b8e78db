// Plain data: the web app uses it without loading any schema (decision 022).

/**
 * The most rows one export file holds (and one change "to every row the filter finds" reaches): the
 * back office's registries are sized for 100,000 companies (docs/performance.md), and the export
 * dialog promises every row the filter finds, on all pages, so it counts up to this.
 */
export const EXPORT_LIMIT = 100_000;
