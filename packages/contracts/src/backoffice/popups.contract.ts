import { z } from 'zod';
import { int4, int4Id, smallint, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams, MAX_PAGE_SIZE, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PRODUCTS } from '../tickets/tickets.values';
import { POPUP_MESSAGES_ROUTES } from './popups.routes';
import {
  POPUP_BODY_MAX,
  POPUP_LANGUAGE_IDS,
  POPUP_ROLES,
  POPUP_SORT_FIELDS,
  POPUP_STATES,
  POPUP_TITLE_MAX,
} from './popups.values';

/**
 * The messages of the customers' pop-up banner (spec §2, §4) in the back office: written, targeted,
 * scheduled and ordered here; the banner (popups/popups.contract.ts) shows those of a customer's
 * audience that are valid now, in this order.
 */

/** One of the portal's languages: a message in another would reach nobody. */
const languageId = z
  .number()
  .int()
  .refine((id) => (POPUP_LANGUAGE_IDS as readonly number[]).includes(id), 'ERROR_BAD_REQUEST');

const code = z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(32, 'ERROR_FIELD_TOO_LONG');

/** A message as the back office sees it. */
export const PopupMessageItem = z
  .object({
    Id: z.number().int(),
    Title: z.string(),
    Body: z.string(),
    ValidFrom: z.string(),
    ValidTo: z.string().nullable(),
    /** Null: every company type. */
    CompanyType: z.number().int().nullable(),
    /** Null: every role. */
    Role: z.enum(POPUP_ROLES).nullable(),
    /** Null: every language. */
    LanguageId: z.number().int().nullable(),
    /** Empty: every company; otherwise the companies with one of these products. */
    Products: z.array(z.string()),
    /** Empty: every company; otherwise the companies filed under one of these group codes. */
    GroupCodes: z.array(z.string()),
    /** Lower first. */
    SortOrder: z.number().int(),
    /** Against now, when answered. */
    State: z.enum(POPUP_STATES),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'PopupMessageItem' });
export type PopupMessageItem = z.infer<typeof PopupMessageItem>;

/** What the back office sends to save: `Id < 1` creates. */
export const PopupMessageInput = z
  .object({
    Id: int4.default(0),
    Title: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(POPUP_TITLE_MAX, 'ERROR_FIELD_TOO_LONG'),
    /** Plain text: the banner keeps its line breaks. */
    Body: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(POPUP_BODY_MAX, 'ERROR_FIELD_TOO_LONG'),
    ValidFrom: wireInstant,
    ValidTo: wireInstant.nullable().default(null),
    CompanyType: smallint.min(0).nullable().default(null),
    Role: z.enum(POPUP_ROLES).nullable().default(null),
    LanguageId: languageId.nullable().default(null),
    Products: z
      .array(z.enum(PRODUCTS))
      .max(PRODUCTS.length)
      .default([])
      .transform((v) => [...new Set(v)]),
    /** The registry files companies under upper-case group codes. */
    GroupCodes: z
      .array(code.transform((v) => v.toUpperCase()))
      .max(100)
      .default([])
      .transform((v) => [...new Set(v)]),
    SortOrder: int4.default(0),
  })
  .refine((m) => m.ValidTo === null || Date.parse(m.ValidFrom) < Date.parse(m.ValidTo), {
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
    path: ['ValidTo'],
  })
  .meta({ id: 'PopupMessageInput' });
export type PopupMessageInput = z.input<typeof PopupMessageInput>;

/** The list's filter (base64url JSON in the path): paging, sorting, text, state and language. */
export const PopupMessageFilter = sortedPageFilter(POPUP_SORT_FIELDS, 'SortOrder').extend({
  Desc: z.boolean().default(false),
  /** In the title or the body. */
  Text: z.string().trim().max(100).optional(),
  State: z.enum(POPUP_STATES).optional(),
  /** The messages a reader of this language sees: in it, or for every language. */
  LanguageId: languageId.optional(),
});
export type PopupMessageFilter = z.input<typeof PopupMessageFilter>;

export const listPopupMessages = defineRoute({
  ...POPUP_MESSAGES_ROUTES.listPopupMessages,
  summary: 'Back office: pop-up messages searched, filtered by state and language, sorted and paged',
  params: z.object({ filter: encodedFilter(PopupMessageFilter) }),
  response: pageOf(PopupMessageItem),
});

export const getPopupMessage = defineRoute({
  ...POPUP_MESSAGES_ROUTES.getPopupMessage,
  summary: 'Back office: one pop-up message',
  params: IdParams,
  response: PopupMessageItem,
});

export const savePopupMessage = defineRoute({
  ...POPUP_MESSAGES_ROUTES.savePopupMessage,
  summary: 'Back office: create (Id < 1) or change a pop-up message (audited)',
  body: PopupMessageInput,
  response: PopupMessageItem,
});

export const PopupMove = z
  .object({ Id: int4Id, Direction: z.enum(['up', 'down']) })
  .meta({ id: 'PopupMove' });

export const movePopupMessage = defineRoute({
  ...POPUP_MESSAGES_ROUTES.movePopupMessage,
  summary:
    'Back office: move a message one place up or down the banner’s order, swapping with its neighbour (audited)',
  body: PopupMove,
  response: z.object({ Moved: z.boolean() }),
});

export const deletePopupMessages = defineRoute({
  ...POPUP_MESSAGES_ROUTES.deletePopupMessages,
  summary: 'Back office: delete the selected pop-up messages (each audited); ids that name none are skipped',
  body: z.object({ Ids: z.array(int4Id).min(1).max(MAX_PAGE_SIZE) }),
  response: z.object({ Deleted: z.number().int() }),
});
