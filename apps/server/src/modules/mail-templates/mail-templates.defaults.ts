import type { ServiceMailKind } from '@sportello/contracts/backoffice/mail-templates.values';
import { DEFAULT_LANGUAGE_ID, isLanguageId } from '@sportello/i18n/languages';
import { layoutMail, type MailContent, mailText } from '../../core/mail-layout';

/**
 * The defaults of the portal's own mails (decision 062): exactly what each sent before it was a
 * template, from the mail catalogue, with merge fields where the sender's values go. Built by the
 * mail layout itself, so that a default filled in is the mail the layout makes.
 */

export interface TemplateTexts {
  subject: string;
  /** The body's HTML, without the document around it (`mailDocument`). */
  html: string;
  text: string;
}

type Content = Omit<MailContent, 'to' | 'languageId'>;
type Texts = ReturnType<typeof mailText>;

const RECIPIENT = '{{User.FirstName}} {{User.LastName}}';
/** The user names' list: the layout's list of one item becomes the field, which is the whole list. */
const LIST = '{{UserNames}}';

/** A communication's formatted text: its own blocks, not a paragraph of the layout (see `defaultTexts`). */
const BODY_FIELD = '{{Body}}';

/** A ticket's notice of `event` (the catalogue's `mail.ticket.<event>` texts). */
const ticketNotice =
  (event: 'opened' | 'reply' | 'in_progress' | 'waiting' | 'resolved' | 'closed') =>
  (t: Texts): Content => {
    const vars = { portal: '{{Portal}}', code: '{{Ticket.Code}}', subject: '{{Ticket.Subject}}' };
    return {
      subject: t(`mail.ticket.${event}.subject`, vars),
      name: '{{Recipient.Name}}',
      paragraphs: [
        t(`mail.ticket.${event}.intro`, { ...vars, author: '{{Reply.Author}}', days: '{{ReopenDays}}' }),
        ...(event === 'reply' ? ['{{Reply}}'] : []),
      ],
      action: { label: '{{Action}}', url: '{{Link}}' },
    };
  };

const CONTENT: Record<ServiceMailKind, (t: Texts) => Content> = {
  invitation: (t) => ({
    subject: t('mail.invitation.subject', { portal: '{{Portal}}', company: '{{Company.Name}}' }),
    paragraphs: [
      t('mail.invitation.intro', {
        inviter: '{{Inviter}}',
        company: '{{Company.Name}}',
        portal: '{{Portal}}',
      }),
      t('mail.invitation.validity', { date: '{{ExpiresAt}}' }),
    ],
    action: { label: t('mail.invitation.action'), url: '{{Link}}' },
  }),
  'password-reset': (t) => ({
    subject: t('mail.reset.subject', { portal: '{{Portal}}' }),
    name: RECIPIENT,
    paragraphs: [t('mail.reset.intro', { userName: '{{User.UserName}}' }), t('mail.reset.code')],
    code: '{{Code}}',
    action: { label: t('mail.reset.action'), url: '{{Link}}' },
  }),
  'first-password': (t) => ({
    subject: t('mail.firstPassword.subject', { portal: '{{Portal}}' }),
    name: RECIPIENT,
    paragraphs: [
      t('mail.firstPassword.intro', { portal: '{{Portal}}', userName: '{{User.UserName}}' }),
      t('mail.reset.code'),
    ],
    code: '{{Code}}',
    action: { label: t('mail.reset.action'), url: '{{Link}}' },
  }),
  'email-verification': (t) => ({
    subject: t('mail.verify.subject', { portal: '{{Portal}}' }),
    name: RECIPIENT,
    paragraphs: [t('mail.verify.intro')],
    code: '{{Code}}',
    action: { label: t('mail.verify.action'), url: '{{Link}}' },
  }),
  'user-names': (t) => ({
    subject: t('mail.usernames.subject', { portal: '{{Portal}}' }),
    name: RECIPIENT,
    paragraphs: [t('mail.usernames.intro')],
    items: [LIST],
    action: { label: t('mail.usernames.action'), url: '{{Link}}' },
  }),
  'secure-code': (t) => ({
    subject: t('mail.securecode.subject', { portal: '{{Portal}}', company: '{{Company.Name}}' }),
    name: '{{Company.Name}}',
    paragraphs: [
      t('mail.securecode.intro', {
        requester: '{{Requester.Name}}',
        email: '{{Requester.Email}}',
        company: '{{Company.Name}}',
      }),
      t('mail.securecode.code'),
    ],
    code: '{{Code}}',
    action: { label: t('mail.securecode.action'), url: '{{Link}}' },
  }),
  'support-request': (t) => ({
    subject: t('mail.support.subject', { portal: '{{Portal}}', code: '{{Request.Code}}' }),
    name: '{{Requester.Name}}',
    paragraphs: [t('mail.support.intro', { code: '{{Request.Code}}' })],
    action: { label: t('mail.support.action'), url: '{{Link}}' },
  }),
  'data-export': (t) => ({
    subject: t('mail.dataExport.subject', { portal: '{{Portal}}' }),
    name: RECIPIENT,
    paragraphs: [
      t('mail.dataExport.intro', { portal: '{{Portal}}' }),
      t('mail.dataExport.validity', { date: '{{ExpiresAt}}' }),
    ],
    action: { label: t('mail.dataExport.action'), url: '{{Link}}' },
  }),
  welcome: (t) => ({
    subject: t('mail.welcome.subject', { portal: '{{Portal}}', company: '{{Company.Name}}' }),
    name: RECIPIENT,
    paragraphs: [
      t('mail.welcome.intro', {
        portal: '{{Portal}}',
        company: '{{Company.Name}}',
        userName: '{{User.UserName}}',
      }),
      t('mail.welcome.password'),
    ],
    action: { label: t('mail.welcome.action'), url: '{{Link}}' },
  }),
  'ticket-opened': ticketNotice('opened'),
  'ticket-reply': ticketNotice('reply'),
  'ticket-in-progress': ticketNotice('in_progress'),
  'ticket-waiting': ticketNotice('waiting'),
  'ticket-resolved': ticketNotice('resolved'),
  'ticket-closed': ticketNotice('closed'),
  'item-published': (t) => ({
    subject: t('mail.itemPublished.subject', {
      portal: '{{Portal}}',
      type: '{{Item.Type}}',
      code: '{{Item.Code}}',
    }),
    name: '{{Recipient.Name}}',
    paragraphs: [
      t('mail.itemPublished.intro', {
        company: '{{Company.Name}}',
        type: '{{Item.Type}}',
        code: '{{Item.Code}}',
        subject: '{{Item.Subject}}',
      }),
    ],
    action: { label: t('mail.itemPublished.action'), url: '{{Link}}' },
  }),
  'security-notice': (t) => ({
    subject: t('mail.securityNotice.subject', { portal: '{{Portal}}' }),
    name: RECIPIENT,
    paragraphs: [
      '{{Notice}}',
      t('mail.securityNotice.when', { at: '{{At}}' }),
      t('mail.securityNotice.notYou'),
    ],
    action: { label: t('mail.securityNotice.action'), url: '{{Link}}' },
  }),
  'campaign-entry': (t) => ({
    subject: t('mail.campaignEntry.subject', { portal: '{{Portal}}', title: '{{Campaign.Title}}' }),
    name: '{{Recipient.Name}}',
    paragraphs: ['{{Notice}}'],
    action: { label: t('mail.campaignEntry.action'), url: '{{Link}}' },
  }),
  appointment: (t) => ({
    subject: t('mail.appointment.subject', { portal: '{{Portal}}', service: '{{Service.Name}}' }),
    name: '{{Recipient.Name}}',
    paragraphs: ['{{Notice}}', '{{When}}', '{{Where}}'],
    action: { label: t('mail.appointment.action'), url: '{{Link}}' },
  }),
  'pay-request': (t) => ({
    subject: t('mail.payRequest.subject', { portal: '{{Portal}}', service: '{{Service.Name}}' }),
    name: '{{Recipient.Name}}',
    paragraphs: ['{{Notice}}'],
    action: { label: t('mail.payRequest.action'), url: '{{Link}}' },
  }),
  'iban-change': (t) => ({
    subject: t('mail.ibanChange.subject', { portal: '{{Portal}}', company: '{{Company.Name}}' }),
    name: '{{Recipient.Name}}',
    paragraphs: [
      t('mail.ibanChange.changed', { company: '{{Company.Name}}', signer: '{{Signer.Name}}', at: '{{At}}' }),
      t('mail.ibanChange.iban', { iban: '{{Iban}}', reference: '{{Mandate.Reference}}' }),
      t('mail.ibanChange.notYou'),
    ],
    action: { label: t('mail.ibanChange.action'), url: '{{Link}}' },
  }),
  communication: (t) => ({
    subject: '{{Title}}',
    name: RECIPIENT,
    paragraphs: ['{{Summary}}', BODY_FIELD],
    action: { label: t('mail.communication.action'), url: '{{Link}}' },
  }),
};

/** The brand as merge fields: its sender fills them in from the settings in force (decision 069). */
const BRAND_FIELDS = { productName: '{{Portal}}', mailSignature: '{{Signature}}', mailFooter: '{{Footer}}' };

const BODY = /^<!doctype html><html[^>]*><body[^>]*>\n([\s\S]*)<\/body><\/html>$/;

/** A service mail's default in a language (a language the portal does not have: the default one). */
export function defaultTexts(kind: ServiceMailKind, languageId: number): TemplateTexts {
  const language = isLanguageId(languageId) ? languageId : DEFAULT_LANGUAGE_ID;
  const t = mailText(language);
  const content = CONTENT[kind](t);
  // A communication answers no request of the reader's: its footer says why they get it instead.
  const brand =
    kind === 'communication'
      ? {
          ...BRAND_FIELDS,
          mailFooter: t('mail.communication.footer', { portal: '{{Portal}}', company: '{{Company.Name}}' }),
        }
      : BRAND_FIELDS;
  const mail = layoutMail({ to: '', languageId: language, ...content }, '{{PortalUrl}}', brand);
  const html = BODY.exec(mail.html)?.[1] ?? mail.html;
  return {
    subject: mail.subject,
    html: html
      .replace(`<ul><li>${LIST}</li></ul>`, LIST)
      .replace(`<p style="white-space:pre-line">${BODY_FIELD}</p>`, BODY_FIELD),
    text: mail.text.replace(`  - ${LIST}`, LIST),
  };
}
