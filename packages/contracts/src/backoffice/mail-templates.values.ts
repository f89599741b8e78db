// Plain data of mail-templates.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/**
 * The portal's own mails that are templates (decision 062): each has a default shipped with the
 * portal, which an edited template of its kind replaces.
 */
export const SERVICE_MAIL_KINDS = [
  'invitation',
  'password-reset',
  'first-password',
  'email-verification',
  'user-names',
  'secure-code',
  'support-request',
  'data-export',
  'welcome',
  'ticket-opened',
  'ticket-reply',
  'ticket-in-progress',
  'ticket-waiting',
  'ticket-resolved',
  'ticket-closed',
  'item-published',
  'communication',
  'security-notice',
  'campaign-entry',
  'appointment',
  'pay-request',
  'iban-change',
] as const;
export type ServiceMailKind = (typeof SERVICE_MAIL_KINDS)[number];

/**
 * What a template is for: a campaign or a support reply ready to insert (any number of either), or
 * one of the portal's own mails.
 */
export const TEMPLATE_KINDS = ['campaign', 'reply', ...SERVICE_MAIL_KINDS] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const isServiceMailKind = (kind: string): kind is ServiceMailKind =>
  (SERVICE_MAIL_KINDS as readonly string[]).includes(kind);

export const TEMPLATE_SORT_FIELDS = ['Name', 'Kind', 'UpdatedAt'] as const;
export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_SUBJECT_MAX = 200;
/** The body's HTML, sanitised on save, and its plain-text part. */
export const TEMPLATE_BODY_MAX = 100_000;

const RECIPIENT = ['User.FirstName', 'User.LastName', 'User.UserName', 'User.Email'] as const;
/**
 * The brand's signature and footer (decision 069), which a portal mail's sender fills in from the
 * settings in force, with the product's name (`Portal`).
 */
const BRAND = ['Portal', 'PortalUrl', 'Signature', 'Footer'] as const;
const CODE_MAIL = [...BRAND, ...RECIPIENT, 'Code', 'Link'] as const;

/**
 * A ticket's notice to its requester (decision 012): `Action` is the button's label, which differs
 * for a requester without an account (the portal's home rather than the ticket).
 */
const TICKET = [...BRAND, 'Recipient.Name', 'Ticket.Code', 'Ticket.Subject', 'Action', 'Link'] as const;

/** What a support reply ready to insert is filled in with: the ticket on screen and its operator. */
export const REPLY_FIELDS = [
  'Recipient.Name',
  'Ticket.Code',
  'Ticket.Subject',
  'Company.Name',
  'Operator.Name',
] as const;

/** The merge fields (`{{Company.Name}}`) each kind's sender fills in; any other is refused at save. */
export const MERGE_FIELDS: Record<TemplateKind, readonly string[]> = {
  /** `Unsubscribe` is the person's signed unsubscribe link (added at the end when not placed). */
  campaign: ['Portal', 'PortalUrl', 'Company.Name', ...RECIPIENT, 'Link', 'Unsubscribe'],
  /**
   * A reply ready to insert in a ticket's answer (#41): its subject is its title in the operator's
   * menu, its plain text what goes into the answer, filled in from the ticket on screen.
   */
  reply: REPLY_FIELDS,
  invitation: [...BRAND, 'Company.Name', 'Inviter', 'ExpiresAt', 'User.Email', 'Link'],
  'password-reset': CODE_MAIL,
  'first-password': CODE_MAIL,
  'email-verification': CODE_MAIL,
  /** `UserNames` is a list: one line each in the text, a bulleted list in the HTML. */
  'user-names': [...BRAND, 'User.FirstName', 'User.LastName', 'User.Email', 'UserNames', 'Link'],
  /** Sent to the company's registered address: the requester is someone asking to register for it. */
  'secure-code': [...BRAND, 'Company.Name', 'Requester.Name', 'Requester.Email', 'Code', 'Link'],
  /** The acknowledgement of a request to support; `Request.Code` is its ticket's code. */
  'support-request': [...BRAND, 'Request.Code', 'Requester.Name', 'Requester.Email', 'Link'],
  /** The user's export of their own data is ready; `Link` is the profile, `ExpiresAt` its last day. */
  'data-export': [...BRAND, ...RECIPIENT, 'ExpiresAt', 'Link'],
  /** A user the back office created (an import): `Link` is where they choose a password. */
  welcome: [...BRAND, 'User.FirstName', 'User.LastName', 'User.UserName', 'Company.Name', 'Link'],
  'ticket-opened': TICKET,
  /** `Reply` is the support's answer (its first 4,000 characters), `Reply.Author` who wrote it. */
  'ticket-reply': [...TICKET, 'Reply.Author', 'Reply'],
  'ticket-in-progress': TICKET,
  'ticket-waiting': TICKET,
  /** `ReopenDays`: the days within which a reply reopens it. */
  'ticket-resolved': [...TICKET, 'ReopenDays'],
  'ticket-closed': TICKET,
  /**
   * An analysis or a report support published for a company (decision 039), to each of its users:
   * `Item.Type` its type in the reader's words, `Item.Code` and `Item.Subject` as the support area
   * lists them; `Link` the item in the support area.
   */
  'item-published': [
    ...BRAND,
    'Recipient.Name',
    'Company.Name',
    'Item.Type',
    'Item.Code',
    'Item.Subject',
    'Link',
  ],
  /**
   * A published SMS/e-mail communication (type 18) to each person it addresses: `Body` is its
   * formatted text as written in the back office, `Link` the item in the portal.
   */
  communication: [...BRAND, ...RECIPIENT, 'Company.Name', 'Title', 'Summary', 'Body', 'Link'],
  /**
   * A change to how the user signs in that they should know of (decision 078): `Notice` says what
   * happened (a recovery code used, the second factor removed by the back office), `At` when.
   */
  'security-notice': [...BRAND, ...RECIPIENT, 'Notice', 'At', 'Link'],
  /**
   * What became of an entry in a customer campaign, to its contact: `Notice` says it (accepted,
   * rejected, a place, a turn on the waiting list, moved up), with the event's time and place and
   * the vendor's note; `Link` is the campaigns' page.
   */
  'campaign-entry': [...BRAND, 'Recipient.Name', 'Campaign.Title', 'Notice', 'Link'],
  /**
   * An appointment booked, moved, cancelled, or due tomorrow (and a demonstration request's
   * answer), to its customer: `Notice` says which, `When` and `Where` the appointment's time (Italian
   * time) and place; `Link` the appointment in the portal. Its calendar file goes with it.
   */
  appointment: [...BRAND, 'Recipient.Name', 'Service.Name', 'Notice', 'When', 'Where', 'Link'],
  /**
   * A paid service's request approved or rejected, to whoever asked (decision 086): `Notice` says
   * which, with the vendor's reason and the support subscription's new end; `Link` the paid services.
   */
  'pay-request': [...BRAND, 'Recipient.Name', 'Service.Name', 'Notice', 'Link'],
  /**
   * A company's IBAN for direct debit changed (decision 085), to each of its administrators: who
   * changed it and when (`At`, Italian time), the new IBAN masked and its mandate's reference;
   * `Link` is the IBAN's page.
   */
  'iban-change': [
    ...BRAND,
    'Recipient.Name',
    'Company.Name',
    'Signer.Name',
    'Iban',
    'Mandate.Reference',
    'At',
    'Link',
  ],
};

/** What the preview and the test mail fill the merge fields with. */
export const SAMPLE_FIELDS: Record<string, string> = {
  Portal: 'Sportello',
  PortalUrl: 'https://sportello.example',
  Signature: 'Il team di Sportello',
  Footer: 'Hai ricevuto questo messaggio dal portale Sportello.',
  'Company.Name': 'Rossi Impianti S.r.l.',
  'User.FirstName': 'Mario',
  'User.LastName': 'Rossi',
  'User.UserName': 'mario.rossi',
  'User.Email': 'mario.rossi@example.com',
  Inviter: 'Lucia Bianchi',
  ExpiresAt: '31/12/2026',
  Code: '123456',
  Link: 'https://sportello.example/link',
  Unsubscribe: 'https://sportello.example/unsubscribe/esempio',
  UserNames: 'mario.rossi',
  'Requester.Name': 'Paolo Verdi',
  'Requester.Email': 'paolo.verdi@example.com',
  'Request.Code': 'T-000123',
  'Recipient.Name': 'Mario Rossi',
  'Campaign.Title': 'Sportello Talks 2027',
  Notice: 'È stato usato uno dei tuoi codici di recupero per accedere.',
  At: '31/12/2026 10:30',
  'Ticket.Code': 'T-000123',
  'Ticket.Subject': 'La fattura non si stampa',
  Action: 'Apri la segnalazione',
  'Reply.Author': 'Lucia Bianchi',
  Reply: 'Buongiorno, abbiamo corretto la stampa: può riprovare.',
  ReopenDays: '7',
  'Item.Type': 'Analisi',
  'Item.Code': 'AN-2026-0150',
  'Item.Subject': 'Stima della migrazione al nuovo piano dei conti',
  'Operator.Name': 'Laura Bianchi',
  Title: 'Manutenzione programmata sabato 12',
  Summary: 'Il servizio resterà sospeso dalle 8 alle 12.',
  Body: 'Durante la manutenzione non sarà possibile inviare fatture.',
  'Signer.Name': 'Mario Rossi',
  Iban: 'IT60 **** **** **** **** ***3 456',
  'Mandate.Reference': 'SPT-42-20261201-K7Q2M9XA',
};

/** A merge field, `{{Company.Name}}`: its name inside, spaces around it allowed. */
export const MERGE_FIELD = /\{\{([^{}]*)\}\}/g;

/** A text's merge fields filled in from `values`; a field without a value is left empty. */
export function fillMergeFields(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MERGE_FIELD, (_, raw: string) => values[raw.trim()] ?? '');
}

/** Every `{{…}}` of a text, by the name inside (trimmed), once each and in order. */
export function mergeFieldsIn(text: string): string[] {
  const names = [...text.matchAll(MERGE_FIELD)].map((m) => (m[1] ?? '').trim());
  return [...new Set(names)];
}

/** The fields of a text that its kind's sender does not fill in. */
export function unknownMergeFields(text: string, kind: TemplateKind): string[] {
  const known = MERGE_FIELDS[kind];
  return mergeFieldsIn(text).filter((name) => !known.includes(name));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The plain-text part of an HTML body: paragraphs and line breaks kept, list items as dashes, a link
 * as its label and address, every other tag dropped and entities decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) => {
      const text = label.replace(/<[^>]*>/g, '').trim();
      return text && text !== href ? `${text}: ${href}` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n  - ')
    .replace(/<hr\b[^>]*>/gi, '\n--\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+(?!- )/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Mail templates: the whole back office reads them, previews them and sends itself a test; creating,
 * changing and deleting them — a service mail's too, and resetting one to its default — is the
 * admins'.
 */
export const TEMPLATES_ACCESS = defineResourceAccess('templates', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
