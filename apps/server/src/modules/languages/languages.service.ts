import type { Language } from '@sportello/contracts/app/languages.contract';
import type { ServiceContext } from '../../core/context';
import { findAllLanguages, upsertLanguages } from './languages.repository';
import type { LanguageRow } from './languages.tables';

/** The languages shipped with the portal: the i18n package has a catalogue for each. */
export const BUILT_IN_LANGUAGES: LanguageRow[] = [
  {
    id: 1,
    code: 'it',
    name: 'Italiano',
    dateFormat: 'DD/MM/YYYY',
    dateTimeFormat: 'DD/MM/YYYY HH:mm:ss',
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'en',
    name: 'English',
    dateFormat: 'DD/MM/YYYY',
    dateTimeFormat: 'DD/MM/YYYY HH:mm:ss',
    sortOrder: 2,
  },
];

export async function listLanguages({ tx }: ServiceContext): Promise<Language[]> {
  const rows = await findAllLanguages(tx);
  return rows.map((row) => ({
    Id: row.id,
    Code: row.code,
    Name: row.name,
    DateFormat: row.dateFormat,
    DateTimeFormat: row.dateTimeFormat,
  }));
}

export function ensureBuiltInLanguages({ tx }: ServiceContext): Promise<void> {
  return upsertLanguages(tx, BUILT_IN_LANGUAGES);
}
