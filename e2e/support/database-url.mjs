// The end-to-end database on the PostgreSQL server named by E2E_DATABASE_URL (undefined when the
// suite runs on the embedded database). E2E_DATABASE_NAME lets two checkouts share one server.

/** @returns {string | undefined} */
export function e2eDatabaseUrl() {
  if (!process.env.E2E_DATABASE_URL) return undefined;
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${process.env.E2E_DATABASE_NAME ?? 'sportello_e2e'}`;
  return url.toString();
}
