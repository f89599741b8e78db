import { z } from 'zod';
import { int4, int4Id } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams, MAX_PAGE_SIZE, pageOf, sortedPageFilter } from '../common/pagination';
import { htmlHasText } from '../common/rich-text';
import { defineRoute } from '../common/route';
import { MAIL_TEMPLATES_ROUTES as ROUTES } from './mail-templates.routes';
import {
  SERVICE_MAIL_KINDS,
  TEMPLATE_BODY_MAX,
  TEMPLATE_KINDS,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SORT_FIELDS,
  TEMPLATE_SUBJECT_MAX,
} from './mail-templates.values';

/**
 * Mail templates in the back office (decision 062): campaigns' and the portal's own mails (an
 * invitation, a password-reset code…), each with a subject, an HTML body and its plain-text part in
 * Italian and English, and merge fields (`{{Company.Name}}`) its sender fills in.
 */

const subject = z.string().trim().max(TEMPLATE_SUBJECT_MAX, 'ERROR_FIELD_TOO_LONG');
const body = z.string().max(TEMPLATE_BODY_MAX, 'ERROR_FIELD_TOO_LONG');

/**
 * What the back office saves: `Id < 1` creates. Italian is required; English is optional (without it
 * an English reader gets the Italian, or a service mail's English default). An empty plain-text part
 * is generated from the HTML.
 */
export const MailTemplateInput = z
  .object({
    Id: int4.default(0),
    Name: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(TEMPLATE_NAME_MAX, 'ERROR_FIELD_TOO_LONG'),
    Kind: z.enum(TEMPLATE_KINDS),
    SubjectIt: subject.min(1, 'ERROR_FIELD_REQUIRED'),
    HtmlIt: body.refine(htmlHasText, 'ERROR_FIELD_REQUIRED'),
    TextIt: body.default(''),
    SubjectEn: subject.default(''),
    HtmlEn: body.default(''),
    TextEn: body.default(''),
  })
  .superRefine((t, ctx) => {
    // English is all or nothing: a subject without a body (or the reverse) is half a mail.
    const subjectEn = t.SubjectEn.length > 0;
    const htmlEn = htmlHasText(t.HtmlEn);
    if (subjectEn && !htmlEn)
      ctx.addIssue({ code: 'custom', message: 'ERROR_FIELD_REQUIRED', path: ['HtmlEn'] });
    if (htmlEn && !subjectEn)
      ctx.addIssue({ code: 'custom', message: 'ERROR_FIELD_REQUIRED', path: ['SubjectEn'] });
  });
export type MailTemplateInput = z.input<typeof MailTemplateInput>;

export const MailTemplateSummary = z
  .object({
    Id: int4Id,
    Name: z.string(),
    Kind: z.enum(TEMPLATE_KINDS),
    SubjectIt: z.string(),
    SubjectEn: z.string(),
    /** Whether it has an English variant. */
    English: z.boolean(),
    UpdatedAt: z.string(),
    UpdatedBy: z.string(),
  })
  .meta({ id: 'MailTemplateSummary' });
export type MailTemplateSummary = z.infer<typeof MailTemplateSummary>;

export const MailTemplateDetail = MailTemplateSummary.extend({
  HtmlIt: z.string(),
  TextIt: z.string(),
  HtmlEn: z.string(),
  TextEn: z.string(),
  /** The merge fields its kind's sender fills in. */
  Fields: z.array(z.string()),
}).meta({ id: 'MailTemplateDetail' });
export type MailTemplateDetail = z.infer<typeof MailTemplateDetail>;

export const MailTemplateFilter = sortedPageFilter(TEMPLATE_SORT_FIELDS, 'Name').extend({
  Desc: z.boolean().default(false),
  /** Words of the name or of either subject. */
  Text: z.string().trim().max(100).optional(),
  Kind: z.enum(TEMPLATE_KINDS).optional(),
});
export type MailTemplateFilter = z.input<typeof MailTemplateFilter>;

/** The selected templates (`Ids`), or every template the list's `Text` and `Kind` find. */
export const MailTemplateSelection = z
  .object({
    Ids: z.array(int4Id).min(1).max(MAX_PAGE_SIZE).optional(),
    Text: z.string().trim().max(100).optional(),
    Kind: z.enum(TEMPLATE_KINDS).optional(),
  })
  .refine((s) => s.Ids !== undefined || !!s.Text || s.Kind !== undefined, 'ERROR_BAD_REQUEST');
export type MailTemplateSelection = z.input<typeof MailTemplateSelection>;

export const listTemplates = defineRoute({
  ...ROUTES.listTemplates,
  summary: 'Back office: mail templates searched, filtered by kind, sorted and paged',
  params: z.object({ filter: encodedFilter(MailTemplateFilter) }),
  response: pageOf(MailTemplateSummary),
});

export const getTemplate = defineRoute({
  ...ROUTES.getTemplate,
  summary: 'Back office: one mail template with its texts and merge fields',
  params: IdParams,
  response: MailTemplateDetail,
});

export const saveTemplate = defineRoute({
  ...ROUTES.saveTemplate,
  summary:
    'Back office: create (Id < 1) or change a mail template (audited); an unknown merge field is refused next to its field, one template per service mail',
  body: MailTemplateInput,
  response: MailTemplateDetail,
});

export const deleteTemplate = defineRoute({
  ...ROUTES.deleteTemplate,
  summary: "Back office: delete a mail template (audited); a service mail's goes back to its default",
  params: IdParams,
  response: z.object({ Deleted: z.number().int() }),
});

export const deleteTemplates = defineRoute({
  ...ROUTES.deleteTemplates,
  summary: 'Back office: delete the selected mail templates, or those a filter finds (each audited)',
  params: z.object({ filter: encodedFilter(MailTemplateSelection) }),
  response: z.object({ Deleted: z.number().int() }),
});

/** A template's texts, as the default of a service mail gives them. */
export const MailTemplateTexts = z
  .object({
    SubjectIt: z.string(),
    HtmlIt: z.string(),
    TextIt: z.string(),
    SubjectEn: z.string(),
    HtmlEn: z.string(),
    TextEn: z.string(),
    Fields: z.array(z.string()),
  })
  .meta({ id: 'MailTemplateTexts' });
export type MailTemplateTexts = z.infer<typeof MailTemplateTexts>;

export const defaultTemplate = defineRoute({
  ...ROUTES.defaultTemplate,
  summary: 'Back office: the default a service mail is sent with when no edited template replaces it',
  params: z.object({ Kind: z.enum(SERVICE_MAIL_KINDS) }),
  response: MailTemplateTexts,
});

/** A template as it is being edited, and the language to show it in. */
export const MailTemplateTry = MailTemplateInput.safeExtend({ LanguageId: z.number().int().min(1).max(2) });

export const RenderedMail = z
  .object({ Subject: z.string(), Html: z.string(), Text: z.string() })
  .meta({ id: 'RenderedMail' });
export type RenderedMail = z.infer<typeof RenderedMail>;

export const previewTemplate = defineRoute({
  ...ROUTES.previewTemplate,
  summary: 'Back office: a template as it is being edited, filled in with sample values',
  body: MailTemplateTry,
  response: RenderedMail,
});

export const testTemplate = defineRoute({
  ...ROUTES.testTemplate,
  summary:
    "Back office: sends the template as it is being edited, with sample values, to the caller's own address (through the outbox)",
  body: MailTemplateTry,
  response: z.object({ To: z.string() }),
});
