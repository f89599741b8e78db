import { escapeHtml } from '@sportello/html/html';
import { languageCode } from '@sportello/i18n/languages';
import type { ServiceContext } from '../../core/context';
import { mailBrand, mailDocument } from '../../core/mail-layout';
import type { MailMessage } from '../../core/mailer';
import type { TemplateTexts } from './mail-templates.defaults';
import { fillTexts, type MergeValues } from './mail-templates.render';
import { findTemplate } from './mail-templates.repository';

/** A campaign template's name, or nothing when the id names no campaign template. */
export async function campaignTemplateName(ctx: ServiceContext, id: number): Promise<string | undefined> {
  const row = await findTemplate(ctx.tx, id);
  return row?.kind === 'campaign' ? row.name : undefined;
}

/** The unsubscribe line a campaign mail ends with when its template does not place the link itself. */
const UNSUBSCRIBE_LINE = {
  it: (url: string) => ({
    html: `<p style="font-size:12px;color:#666">Non vuoi più ricevere queste comunicazioni? <a href="${escapeHtml(url)}">Annulla l'iscrizione</a>.</p>`,
    text: `Non vuoi più ricevere queste comunicazioni? Annulla l'iscrizione: ${url}`,
  }),
  en: (url: string) => ({
    html: `<p style="font-size:12px;color:#666">Don't want these messages any more? <a href="${escapeHtml(url)}">Unsubscribe</a>.</p>`,
    text: `Don't want these messages any more? Unsubscribe: ${url}`,
  }),
};

export type CampaignMail = (
  languageId: number,
  values: MergeValues & { Unsubscribe: string },
) => Omit<MailMessage, 'to'>;

/**
 * Fills a campaign template in for each recipient (decision 075), the template and the brand read
 * once for a whole batch. Every mail carries its unsubscribe link: where the template puts
 * `{{Unsubscribe}}`, or in a line added at its end. English readers get the English variant when
 * there is one, the Italian otherwise.
 */
export async function campaignRenderer(ctx: ServiceContext, id: number): Promise<CampaignMail | undefined> {
  const row = await findTemplate(ctx.tx, id);
  if (row?.kind !== 'campaign') return undefined;
  const brand = await mailBrand(ctx);
  const italian: TemplateTexts = { subject: row.subjectIt, html: row.htmlIt, text: row.textIt };
  const english: TemplateTexts = row.subjectEn
    ? { subject: row.subjectEn, html: row.htmlEn, text: row.textEn }
    : italian;
  return (languageId, values) => {
    const english_ = languageCode(languageId) === 'en';
    const texts = english_ ? english : italian;
    const filled = fillTexts(texts, { Portal: brand.productName, ...values });
    const placed = /\{\{\s*Unsubscribe\s*\}\}/.test(`${texts.html}${texts.text}`);
    const line = placed ? undefined : UNSUBSCRIBE_LINE[english_ ? 'en' : 'it'](values.Unsubscribe);
    return {
      subject: filled.subject,
      html: mailDocument(languageId, line ? `${filled.html}${line.html}` : filled.html),
      text: line ? `${filled.text}\n\n${line.text}` : filled.text,
    };
  };
}
