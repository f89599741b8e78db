import { html } from '@sportello/html/html';
import { languageCode } from '@sportello/i18n/languages';
import enMail from '@sportello/i18n/locales/en/mail.json';
import itMail from '@sportello/i18n/locales/it/mail.json';
import { tidySentenceEnds } from '@sportello/i18n/translate';
import type { Tx } from './database';
import type { MailMessage } from './mailer';
import type { Brand, SettingsPort } from './portal-settings';

const CATALOGUES = { it: itMail, en: enMail } as const;

/**
 * What of the brand a mail shows (decision 069): the product's name, and the signature and footer
 * (empty: the catalogue's texts, which name the product).
 */
export type MailBrand = Pick<Brand, 'productName' | 'mailSignature' | 'mailFooter'>;

/**
 * The brand of the settings in force: a service reads it from its context, never from its caller.
 * Read in the context's transaction: mails are written inside their senders' transactions.
 */
export async function mailBrand(ctx: { settings: SettingsPort; tx: Tx }): Promise<MailBrand> {
  const settings = ctx.settings.readIn ? await ctx.settings.readIn(ctx.tx) : await ctx.settings.current();
  return settings.brand;
}

/** The signature closing a mail to a reader of `languageId`. */
export function mailSignature(brand: MailBrand, languageId: number): string {
  return brand.mailSignature || mailText(languageId)('mail.signature', { portal: brand.productName });
}

/** The why-you-got-this footer of a mail to a reader of `languageId`. */
export function mailFooter(brand: MailBrand, languageId: number, publicUrl: string): string {
  return (
    brand.mailFooter || mailText(languageId)('mail.footer', { portal: brand.productName, url: publicUrl })
  );
}

type MailKey = keyof typeof itMail;

/** The mail texts of a language, with `{{name}}` placeholders filled in. */
/** DD/MM/YYYY HH:mm in Italy's time, as the portal writes times in mails. */
export const mailTime = (at: Date) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(',', '');

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
 * code or list, one button (a plain link in the text part), signature and the why-you-got-this footer
 * (the brand's, decision 069). Line breaks inside a paragraph (a reply's lines, an address) are kept.
 * Everything interpolated is HTML-escaped by the `html` template (decision 026).
 */
export function layoutMail(content: MailContent, publicUrl: string, brand: MailBrand): MailMessage {
  const t = mailText(content.languageId);
  const greeting = content.name ? t('mail.greeting', { name: content.name }) : t('mail.greetingNoName');
  const signature = mailSignature(brand, content.languageId);
  const footer = mailFooter(brand, content.languageId, publicUrl);
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
${content.paragraphs.map((p) => html`<p style="white-space:pre-line">${p}</p>`)}
${content.code && html`<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${content.code}</p>`}
${content.items && html`<ul>${content.items.map((i) => html`<li>${i}</li>`)}</ul>`}
<p><a href="${content.action.url}" style="background:#1864ab;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${content.action.label}</a></p>
<p style="white-space:pre-line">${signature}</p>
<hr><p style="font-size:12px;color:#555;white-space:pre-line">${footer}</p>
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
