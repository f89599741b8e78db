import { html } from '@sportello/html/html';
import { languageCode } from '@sportello/i18n/languages';
import enMail from '@sportello/i18n/locales/en/mail.json';
import itMail from '@sportello/i18n/locales/it/mail.json';
import { tidySentenceEnds } from '@sportello/i18n/translate';
import type { MailMessage } from './mailer';

const CATALOGUES = { it: itMail, en: enMail } as const;
export const PORTAL_NAME = 'Sportello';

type MailKey = keyof typeof itMail;

/** The mail texts of a language, with `{{name}}` placeholders filled in. */
export function mailText(languageId: number) {
  const catalogue: Record<string, string> = CATALOGUES[languageCode(languageId)];
  return (key: MailKey, vars: Record<string, string> = {}) =>
    tidySentenceEnds(
      (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? ''),
    );
}

export interface MailContent {
  to: string;
  languageId: number;
  subject: string;
  /** Whom the greeting names; without a name (an invitation to an address), a greeting without one. */
  name?: string;
  paragraphs: string[];
  /** A code to copy, shown large. */
  code?: string;
  /** A list (e.g. user names). */
  items?: string[];
  action: { label: string; url: string };
}

/**
 * Every e-mail of the portal in one layout, as HTML and plain text: greeting, paragraphs, an optional
 * code or list, one button (a plain link in the text part), signature and the why-you-got-this footer.
 * Everything interpolated is HTML-escaped by the `html` template (decision 026).
 */
export function layoutMail(content: MailContent, publicUrl: string): MailMessage {
  const t = mailText(content.languageId);
  const greeting = content.name ? t('mail.greeting', { name: content.name }) : t('mail.greetingNoName');
  const signature = t('mail.signature', { portal: PORTAL_NAME });
  const footer = t('mail.footer', { portal: PORTAL_NAME, url: publicUrl });
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [`    ${content.code}`, ''] : []),
    ...(content.items ? [...content.items.map((i) => `  - ${i}`), ''] : []),
    `${content.action.label}: ${content.action.url}`,
    '',
    signature,
    '',
    '--',
    footer,
  ].join('\n');
  const body = html`<p>${greeting}</p>
${content.paragraphs.map((p) => html`<p>${p}</p>`)}
${content.code && html`<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${content.code}</p>`}
${content.items && html`<ul>${content.items.map((i) => html`<li>${i}</li>`)}</ul>`}
<p><a href="${content.action.url}" style="background:#1864ab;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${content.action.label}</a></p>
<p>${signature}</p>
<hr><p style="font-size:12px;color:#555">${footer}</p>
`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html: mailDocument(content.languageId, String(body)),
  };
}

/** A mail's body (already HTML) in the document every mail of the portal is sent in. */
export function mailDocument(languageId: number, body: string): string {
  const open = html`<!doctype html><html lang="${languageCode(languageId)}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px;margin:auto">`;
  return `${String(open)}\n${body}</body></html>`;
}
