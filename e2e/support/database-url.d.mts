/** The end-to-end database's URL on PostgreSQL, or undefined on the embedded database. */
export function e2eDatabaseUrl(): string | undefined;
