import type { Tx } from './database';

/**
 * A module's share of a user's own data (decision 065), declared in its manifest: one JSON file of
 * the user's data export. The module that owns the tables reads them; the export only gathers the
 * parts, so it depends on no other module and a new area adds its part where its tables are.
 */
export interface PersonalDataPart {
  /** The file's name in the ZIP, without `.json`: `profile`, `tickets`. */
  file: string;
  /** Its heading in the readable summary, in Italian and English. */
  title: { it: string; en: string };
  /** What the part holds of the user: plain JSON values (instants as ISO text). */
  read(tx: Tx, userId: string): Promise<unknown>;
}
