import { DATA_EXPORT_SUMMARY_FILE } from '@sportello/contracts/users/data-export.values';
import { html, type SafeHtml } from '@sportello/html/html';
import { zipSync } from 'fflate';
import type { PersonalDataPart } from '../../core/personal-data';

/** The summary's own words, in the user's language (Italian unless English). */
const WORDS = {
  it: {
    title: 'I tuoi dati',
    intro: (user: string, at: string) =>
      `Tutti i dati che il portale conserva su ${user}, al ${at} (UTC). Ogni sezione è anche un file JSON in questo archivio.`,
    none: 'Nessun dato.',
  },
  en: {
    title: 'Your data',
    intro: (user: string, at: string) =>
      `All the data the portal keeps about ${user}, as of ${at} (UTC). Each section is also a JSON file in this archive.`,
    none: 'No data.',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** A value as readable HTML: lists numbered, objects as their fields, the rest as text. */
function readable(value: unknown, words: Words): SafeHtml {
  if (Array.isArray(value)) {
    if (value.length === 0) return html`<p>${words.none}</p>`;
    return html`<ol>${value.map((item) => html`<li>${readable(item, words)}</li>`)}</ol>`;
  }
  if (value && typeof value === 'object') {
    const fields = Object.entries(value);
    if (fields.length === 0) return html`<p>${words.none}</p>`;
    return html`<dl>${fields.map(([key, field]) => html`<dt>${key}</dt><dd>${readable(field, words)}</dd>`)}</dl>`;
  }
  return html`${value === null || value === undefined ? '—' : String(value)}`;
}

function summary(
  files: readonly { part: PersonalDataPart; data: unknown }[],
  meta: { userName: string; madeAt: Date; languageId: number },
): string {
  const language = meta.languageId === 2 ? 'en' : 'it';
  const words = WORDS[language];
  const at = meta.madeAt.toISOString().slice(0, 16).replace('T', ' ');
  return html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${words.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.4}dt{font-weight:600}dd{margin:0 0 .4rem 1.2rem}h2{border-bottom:1px solid #ccc}</style>
</head><body>
<h1>${words.title}</h1>
<p>${words.intro(meta.userName, at)}</p>
${files.map(
  ({ part, data }) =>
    html`<section><h2>${part.title[language]}</h2><p><code>${part.file}.json</code></p>${readable(data, words)}</section>`,
)}
</body></html>
`.toString();
}

/** The export's ZIP: a JSON file per part and the readable summary, `index.html`. */
export function buildExportZip(
  files: readonly { part: PersonalDataPart; data: unknown }[],
  meta: { userName: string; madeAt: Date; languageId: number },
): Buffer {
  const encoder = new TextEncoder();
  const entries: Record<string, Uint8Array> = {
    [DATA_EXPORT_SUMMARY_FILE]: encoder.encode(summary(files, meta)),
  };
  for (const { part, data } of files)
    entries[`${part.file}.json`] = encoder.encode(JSON.stringify(data, null, 2));
  return Buffer.from(zipSync(entries, { level: 6, mtime: meta.madeAt }));
}
