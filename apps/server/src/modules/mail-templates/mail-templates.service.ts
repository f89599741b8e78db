import type {
  MailTemplateDetail,
  MailTemplateInput,
  MailTemplateSelection,
  MailTemplateSummary,
  MailTemplateTexts,
  RenderedMail,
} from '@sportello/contracts/backoffice/mail-templates.contract';
import {
  htmlToText,
  isServiceMailKind,
  MERGE_FIELDS,
  SAMPLE_FIELDS,
  type ServiceMailKind,
  type TemplateKind,
  unknownMergeFields,
} from '@sportello/contracts/backoffice/mail-templates.values';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import { pageCount } from '@sportello/contracts/common/pagination';
import { htmlHasText } from '@sportello/contracts/common/rich-text';
import { languageCode } from '@sportello/i18n/languages';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn } from '../../core/context';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/database';
import { type MailBrand, mailBrand, mailDocument, mailFooter, mailSignature } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import type { MailMessage } from '../../core/mailer';
import { sanitizeRichText } from '../../core/rich-text';
import { getUserById } from '../users/users.service';
import { defaultTexts, type TemplateTexts } from './mail-templates.defaults';
import { templatesPermission } from './mail-templates.policy';
import { fillTexts, type MergeValues, missingFields } from './mail-templates.render';
import {
  byIds,
  deleteTemplateRows,
  findTemplate,
  findTemplateOfKind,
  findTemplatesPage,
  insertTemplate,
  type ListFilter,
  matching,
  updateTemplate,
} from './mail-templates.repository';
import type { MailTemplateRow } from './mail-templates.tables';

/**
 * Mail templates (decision 062): the back office's list, editor, preview and test mail, and the one
 * way the portal's own mails are written (`renderServiceMail`): the edited template of the kind when
 * there is one and it can be filled in, its default otherwise. Every change is audited.
 */

type SavedInput = z.output<typeof MailTemplateInput>;
type Selection = z.output<typeof MailTemplateSelection>;
type TryInput = SavedInput & { LanguageId: number };

const RESOURCE = 'templates';

const toSummary = (row: MailTemplateRow): MailTemplateSummary => ({
  Id: row.id,
  Name: row.name,
  Kind: row.kind as TemplateKind,
  SubjectIt: row.subjectIt,
  SubjectEn: row.subjectEn,
  English: row.subjectEn.length > 0,
  UpdatedAt: row.updatedAt.toISOString(),
  UpdatedBy: row.updatedBy,
});

const toDetail = (row: MailTemplateRow): MailTemplateDetail => ({
  ...toSummary(row),
  HtmlIt: row.htmlIt,
  TextIt: row.textIt,
  HtmlEn: row.htmlEn,
  TextEn: row.textEn,
  Fields: [...(MERGE_FIELDS[row.kind as TemplateKind] ?? [])],
});

/** A template as the audit log keeps it: every text. */
const toRecord = (row: MailTemplateRow) => ({
  Name: row.name,
  Kind: row.kind,
  SubjectIt: row.subjectIt,
  HtmlIt: row.htmlIt,
  TextIt: row.textIt,
  SubjectEn: row.subjectEn,
  HtmlEn: row.htmlEn,
  TextEn: row.textEn,
});

export async function listTemplates(ctx: ServiceContext, filter: ListFilter) {
  await templatesPermission(ctx, 'list');
  const { total, rows } = await findTemplatesPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toSummary) };
}

export async function getTemplate(ctx: ServiceContext, id: number): Promise<MailTemplateDetail> {
  await templatesPermission(ctx, 'read');
  const row = await findTemplate(ctx.tx, id);
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return toDetail(row);
}

/** A service mail's default, in both languages, for the editor (a new template of its kind, a reset). */
export async function defaultTemplate(
  ctx: ServiceContext,
  kind: ServiceMailKind,
): Promise<MailTemplateTexts> {
  await templatesPermission(ctx, 'read');
  const it = defaultTexts(kind, 1);
  const en = defaultTexts(kind, 2);
  return {
    SubjectIt: it.subject,
    HtmlIt: it.html,
    TextIt: it.text,
    SubjectEn: en.subject,
    HtmlEn: en.html,
    TextEn: en.text,
    Fields: [...MERGE_FIELDS[kind]],
  };
}

const TEXT_FIELDS = ['SubjectIt', 'HtmlIt', 'TextIt', 'SubjectEn', 'HtmlEn', 'TextEn'] as const;

/**
 * The input made ready to store: HTML sanitised as communications' is, an empty plain-text part
 * generated from its HTML, and every merge field known to the kind's sender — otherwise refused,
 * each unknown field named next to the text that holds it.
 */
function prepared(input: SavedInput) {
  const htmlIt = sanitizeRichText(input.HtmlIt);
  const htmlEn = input.SubjectEn ? sanitizeRichText(input.HtmlEn) : '';
  const texts = {
    SubjectIt: input.SubjectIt,
    HtmlIt: htmlIt,
    TextIt: input.TextIt.trim() ? input.TextIt : htmlToText(htmlIt),
    SubjectEn: input.SubjectEn,
    HtmlEn: htmlEn,
    TextEn: !input.SubjectEn ? '' : input.TextEn.trim() ? input.TextEn : htmlToText(htmlEn),
  };
  const problems: { path: string; key: ErrorKey; detail?: string }[] = [];
  // The contract saw text in the HTML before it was sanitised: a body of only a script is empty now.
  if (!htmlHasText(htmlIt)) problems.push({ path: 'HtmlIt', key: 'ERROR_FIELD_REQUIRED' });
  if (input.SubjectEn && !htmlHasText(htmlEn)) problems.push({ path: 'HtmlEn', key: 'ERROR_FIELD_REQUIRED' });
  for (const field of TEXT_FIELDS)
    for (const name of unknownMergeFields(texts[field], input.Kind))
      problems.push({ path: field, key: 'ERROR_TEMPLATE_UNKNOWN_FIELD', detail: name || '{{}}' });
  const [first] = problems;
  if (first) throw new AppError(first.key, first.detail, problems);
  return texts;
}

const kindTaken = () =>
  new AppError('ERROR_TEMPLATE_KIND_EXISTS', undefined, [
    { path: 'Kind', key: 'ERROR_TEMPLATE_KIND_EXISTS' },
  ]);

/** `Id < 1` creates a template (`create`), otherwise changes it (`update`); a service mail has one. */
export async function saveTemplate(ctx: ServiceContext, input: SavedInput): Promise<MailTemplateDetail> {
  await templatesPermission(ctx, input.Id < 1 ? 'create' : 'update');
  const texts = prepared(input);
  const { userName } = signedIn(ctx).actor;
  const values = {
    name: input.Name,
    kind: input.Kind,
    subjectIt: texts.SubjectIt,
    htmlIt: texts.HtmlIt,
    textIt: texts.TextIt,
    subjectEn: texts.SubjectEn,
    htmlEn: texts.HtmlEn,
    textEn: texts.TextEn,
    updatedAt: ctx.clock.now(),
    updatedBy: userName,
  };
  try {
    return await auditedTransaction(ctx, async (tx, audit) => {
      if (isServiceMailKind(input.Kind)) {
        const holder = await findTemplateOfKind(tx, input.Kind);
        if (holder && holder.id !== input.Id) throw kindTaken();
      }
      if (input.Id < 1) {
        const row = await insertTemplate(tx, { ...values, createdAt: values.updatedAt });
        audit({ resource: RESOURCE, objectId: row.id, action: 'create', before: null, after: toRecord(row) });
        return toDetail(row);
      }
      const before = await findTemplate(tx, input.Id, true);
      if (!before) throw new AppError('ERROR_NOT_FOUND');
      const row = await updateTemplate(tx, input.Id, values);
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'update',
        before: toRecord(before),
        after: toRecord(row),
      });
      return toDetail(row);
    });
  } catch (error) {
    // Two saves of a service mail's first template at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw kindTaken();
    throw error;
  }
}

/** Deletes the templates `where` finds, each audited; a service mail's goes back to its default. */
async function deleteWhere(ctx: ServiceContext, where: Parameters<typeof deleteTemplateRows>[1]) {
  await templatesPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    // A campaign keeps its template (its foreign key refuses the delete, and the whole transaction
    // is undone): templates need not read the mailing module's tables.
    const rows = await deleteTemplateRows(tx, where).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new AppError('ERROR_TEMPLATE_IN_USE') : error;
    });
    for (const row of rows)
      audit({ resource: RESOURCE, objectId: row.id, action: 'delete', before: toRecord(row), after: null });
    return { Deleted: rows.length };
  });
}

export async function deleteTemplate(ctx: ServiceContext, id: number): Promise<{ Deleted: number }> {
  const result = await deleteWhere(ctx, byIds([id]));
  if (result.Deleted === 0) throw new AppError('ERROR_NOT_FOUND');
  return result;
}

/** The selected templates, or every one the list's words and kind find. */
export function deleteTemplates(ctx: ServiceContext, selection: Selection): Promise<{ Deleted: number }> {
  return deleteWhere(ctx, selection.Ids ? byIds(selection.Ids) : matching(selection));
}

/**
 * The texts of a template being edited in a language, as its readers would get them: without an
 * English variant, English readers get a portal mail's English default, or a campaign's Italian.
 */
function textsOf(input: SavedInput, languageId: number): TemplateTexts {
  const texts = prepared(input);
  if (languageCode(languageId) !== 'en')
    return { subject: texts.SubjectIt, html: texts.HtmlIt, text: texts.TextIt };
  if (texts.SubjectEn) return { subject: texts.SubjectEn, html: texts.HtmlEn, text: texts.TextEn };
  return isServiceMailKind(input.Kind)
    ? defaultTexts(input.Kind, languageId)
    : { subject: texts.SubjectIt, html: texts.HtmlIt, text: texts.TextIt };
}

/**
 * The brand's merge fields for a reader of `languageId` (decision 069): the product's name, and the
 * signature and footer in force (the catalogue's in the reader's language when the brand has none).
 */
export function brandFields(brand: MailBrand, languageId: number, portalUrl: string) {
  return {
    Portal: brand.productName,
    Signature: mailSignature(brand, languageId),
    Footer: mailFooter(brand, languageId, portalUrl),
  };
}

function rendered(texts: TemplateTexts, languageId: number, brand: MailBrand): RenderedMail {
  const values = { ...SAMPLE_FIELDS, ...brandFields(brand, languageId, SAMPLE_FIELDS.PortalUrl ?? '') };
  const filled = fillTexts(texts, values);
  return { Subject: filled.subject, Html: mailDocument(languageId, filled.html), Text: filled.text };
}

/** The template being edited, filled in with sample values, as the mail would look. */
export async function previewTemplate(ctx: ServiceContext, input: TryInput): Promise<RenderedMail> {
  await templatesPermission(ctx, 'read');
  return rendered(textsOf(input, input.LanguageId), input.LanguageId, await mailBrand(ctx));
}

/** Sends the template being edited, with sample values, to the caller's own address. */
export async function testTemplate(ctx: ServiceContext, input: TryInput): Promise<{ To: string }> {
  const grant = await templatesPermission(ctx, 'read');
  const mail = rendered(textsOf(input, input.LanguageId), input.LanguageId, await mailBrand(ctx));
  const user = await getUserById(ctx, grant.userId);
  if (!user?.email) throw new AppError('ERROR_NOT_FOUND');
  await enqueueMail(ctx, 'template-test', {
    to: user.email,
    subject: mail.Subject,
    html: mail.Html,
    text: mail.Text,
  });
  ctx.log.info({ templateId: input.Id }, 'template test mail queued');
  return { To: user.email };
}

/** An edited template's texts in a language; none when it has no variant in it. */
function editedTexts(row: MailTemplateRow, languageId: number): TemplateTexts | undefined {
  if (languageCode(languageId) === 'en')
    return row.subjectEn ? { subject: row.subjectEn, html: row.htmlEn, text: row.textEn } : undefined;
  return { subject: row.subjectIt, html: row.htmlIt, text: row.textIt };
}

/** A portal mail filled in for one reader: its sender's values by merge field, in the reader's language. */
export type ServiceMailRenderer = (fields: MergeValues, languageId: number) => Omit<MailMessage, 'to'>;

/**
 * Portal mails of `kind`, the edited template and the brand in force read once (an import's ten
 * thousand welcomes): each filled in with its sender's values (the brand's name, signature and
 * footer are added here, decision 069) from the kind's edited template when there is one in the
 * reader's language and every field it names has a value, its default otherwise. An edit that
 * cannot be used is logged and never stops the mail.
 */
export async function serviceMailRenderer(
  ctx: ServiceContext,
  kind: ServiceMailKind,
): Promise<ServiceMailRenderer> {
  const brand = await mailBrand(ctx);
  const edited = await findTemplateOfKind(ctx.tx, kind);
  return (fields, languageId) => {
    const portalUrl = typeof fields.PortalUrl === 'string' ? fields.PortalUrl : '';
    const values = { ...brandFields(brand, languageId, portalUrl), ...fields };
    const texts = edited && editedTexts(edited, languageId);
    if (edited && texts) {
      const unusable = [
        ...missingFields(texts, values),
        ...unknownMergeFields(`${texts.subject}\n${texts.html}\n${texts.text}`, kind),
      ];
      if (unusable.length === 0) return message(fillTexts(texts, values), languageId);
      ctx.log.warn(
        { kind, templateId: edited.id, fields: [...new Set(unusable)] },
        'mail template not usable: its default is sent',
      );
    }
    const fallback = defaultTexts(kind, languageId);
    const missing = missingFields(fallback, values);
    if (missing.length > 0) ctx.log.warn({ kind, fields: missing }, 'mail sent with merge fields left empty');
    return message(fillTexts(fallback, values), languageId);
  };
}

/** One portal mail of `kind` (`serviceMailRenderer` for a single reader), in the sender's transaction. */
export async function renderServiceMail(
  ctx: ServiceContext,
  kind: ServiceMailKind,
  fields: MergeValues,
  languageId: number,
): Promise<Omit<MailMessage, 'to'>> {
  return (await serviceMailRenderer(ctx, kind))(fields, languageId);
}

const message = (texts: TemplateTexts, languageId: number) => ({
  subject: texts.subject,
  html: mailDocument(languageId, texts.html),
  text: texts.text,
});
