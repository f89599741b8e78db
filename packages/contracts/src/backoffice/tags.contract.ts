import { z } from 'zod';
import { int4, int4Id } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { CompanyTag, companyTarget } from './companies.contract';
import { TAGS_ROUTES } from './tags.routes';
import { TAG_COLOUR_PATTERN, TAG_NAME_MAX, TAG_SORT_FIELDS } from './tags.values';

/**
 * Tags in the back office: free labels the vendor puts on companies, to find them (the companies
 * list's filter) and to address them (communications' audience), like group codes but named,
 * coloured, renamed and merged in one place.
 */

/** A tag with how many companies have it. */
export const Tag = CompanyTag.extend({
  Companies: z.number().int(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
}).meta({ id: 'Tag' });
export type Tag = z.infer<typeof Tag>;

/** A tag's name as it is typed: trimmed, not empty, at most `TAG_NAME_MAX` characters. */
export const TagName = z
  .string()
  .trim()
  .min(1, 'ERROR_FIELD_REQUIRED')
  .max(TAG_NAME_MAX, 'ERROR_FIELD_TOO_LONG');

/** What the back office sends to save: `Id < 1` creates, otherwise renames (and recolours). */
export const TagInput = z.object({
  Id: int4.default(0),
  /** Unique regardless of case: "Nord" and "NORD" are one tag. */
  Name: TagName,
  Colour: z
    .union([z.literal(''), z.string().regex(TAG_COLOUR_PATTERN, 'ERROR_BAD_REQUEST')])
    .nullable()
    .default(null)
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type TagInput = z.input<typeof TagInput>;

/** The list's filter (base64url JSON in the path): paging, sorting, and the name's text. */
export const TagFilter = sortedPageFilter(TAG_SORT_FIELDS, 'Name').extend({
  Desc: z.boolean().default(false),
  Text: z.string().trim().max(100).optional(),
});
export type TagFilter = z.input<typeof TagFilter>;

export const listTags = defineRoute({
  ...TAGS_ROUTES.listTags,
  summary: 'Back office: tags with how many companies have each, searched, sorted and paged',
  params: z.object({ filter: encodedFilter(TagFilter) }),
  response: pageOf(Tag),
});

export const tagOptions = defineRoute({
  ...TAGS_ROUTES.tagOptions,
  summary: 'Back office: every tag by name, for the pickers (filters, assignment, audiences)',
  response: z.array(CompanyTag),
});

export const saveTag = defineRoute({
  ...TAGS_ROUTES.saveTag,
  summary: 'Back office: create (Id < 1) or rename a tag (audited); a name is unique regardless of case',
  body: TagInput,
  response: Tag,
});

export const TagMerge = z
  .object({ SourceId: int4Id, TargetId: int4Id })
  .refine((m) => m.SourceId !== m.TargetId, { message: 'ERROR_TAG_MERGE_SELF', path: ['TargetId'] })
  .meta({ id: 'TagMerge' });

export const mergeTags = defineRoute({
  ...TAGS_ROUTES.mergeTags,
  summary:
    'Back office: every company and communication audience of the source tag gets the target instead, and the source is deleted, in one step (audited)',
  body: TagMerge,
  response: Tag,
});

export const deleteTag = defineRoute({
  ...TAGS_ROUTES.deleteTag,
  summary:
    'Back office: delete a tag and its assignments (audited with how many companies lost it); refused while a communication is addressed to it',
  params: IdParams,
  response: z.object({ Companies: z.number().int() }),
});

/** Gives (`Assigned: true`) or takes away a tag from the selected companies, or from every company a filter finds. */
export const TagAssignment = companyTarget({ TagId: int4Id, Assigned: z.boolean() }).meta({
  id: 'TagAssignment',
});

export const assignTag = defineRoute({
  ...TAGS_ROUTES.assignTag,
  summary:
    'Back office: give or take away a tag from the selected companies, or every company a filter finds (each change audited)',
  body: TagAssignment,
  response: z.object({ Updated: z.number().int() }),
});
