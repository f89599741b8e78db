import { z } from 'zod';
import { encodedFilter } from '../common/filters';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/pagination';
import { defineRoute } from '../common/route';

/**
 * Communications and news (spec §3 Communication and Wrapped communication, §4, §6).
 * Types 10-19 are the spec's numbers; messages (20) and TS-informa (21) exist in the wrapper model.
 */
export const COMMUNICATION_TYPES = {
  10: 'News',
  11: 'Event',
  12: 'PressReview',
  13: 'Circolare',
  14: 'NewsFiscale',
  15: 'Alert',
  16: 'SWReleasePlanned',
  17: 'SWReleaseMade',
  18: 'SmsEmail',
  19: 'NewsTecniche',
  20: 'Messages',
  21: 'TSInforma',
} as const;
export type CommunicationTypeId = keyof typeof COMMUNICATION_TYPES;
export type WrappedSlot = (typeof COMMUNICATION_TYPES)[CommunicationTypeId];
export const TYPE_IDS = Object.keys(COMMUNICATION_TYPES).map(Number) as CommunicationTypeId[];

export const CommunicationType = z
  .number()
  .int()
  .refine((v) => v in COMMUNICATION_TYPES, 'ERROR_BAD_REQUEST unknown communication type');

/** Filter types of the flattened `Filters` list. */
export const FILTER_TYPES = { product: 1, companyType: 2, groupCode: 3, userRole: 4 } as const;

/** The roles a UserRoleFilter may name: the company-side roles. */
export const AUDIENCE_ROLES = ['user', 'company_admin'] as const;

export const STATUSES = ['draft', 'published'] as const;
export const SEVERITIES = ['info', 'warning', 'critical'] as const;

const code = z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(32, 'ERROR_FIELD_TOO_LONG');
const CodeList = z
  .array(z.object({ Code: code }))
  .max(100)
  .default([]);
const isoDate = z.iso.datetime({ offset: true });

/** Type-specific fields: event date and place, release version and date, alert severity, source. */
export const CommunicationDetails = z.object({
  EventDate: isoDate.nullable().default(null),
  EventPlace: z.string().trim().max(200, 'ERROR_FIELD_TOO_LONG').default(''),
  Version: z.string().trim().max(40, 'ERROR_FIELD_TOO_LONG').default(''),
  ReleaseDate: isoDate.nullable().default(null),
  Severity: z.enum(SEVERITIES).default('info'),
  SourceUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
});

/** What the back office sends to save: `Id < 1` creates (spec §4). */
export const CommunicationInput = z.object({
  Id: z.number().int().default(0),
  Type: CommunicationType,
  Title: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(200, 'ERROR_FIELD_TOO_LONG'),
  Summary: z.string().trim().max(500, 'ERROR_FIELD_TOO_LONG').default(''),
  /** Rich text (HTML); the server keeps only safe markup. */
  Body: z.string().max(100_000, 'ERROR_FIELD_TOO_LONG').default(''),
  Status: z.enum(STATUSES).default('draft'),
  PublishFrom: isoDate.nullable().default(null),
  PublishTo: isoDate.nullable().default(null),
  IsPopup: z.boolean().default(false),
  CanManage: z.boolean().default(true),
  /** The "company flag" of spec §6: colleagues of the author's company may manage it too. */
  ManageByCompany: z.boolean().default(false),
  ProductFilters: CodeList,
  CompanyTypeFilters: CodeList,
  GroupCodeFilters: CodeList,
  UserRoleFilter: z.enum(AUDIENCE_ROLES).nullable().default(null),
  Details: CommunicationDetails.default({
    EventDate: null,
    EventPlace: '',
    Version: '',
    ReleaseDate: null,
    Severity: 'info',
    SourceUrl: '',
  }),
});
export type CommunicationInput = z.input<typeof CommunicationInput>;

export const Communication = z
  .object({
    Id: z.number().int(),
    Type: z.number().int(),
    Title: z.string(),
    Summary: z.string(),
    Body: z.string(),
    Status: z.enum(STATUSES),
    PublishFrom: z.string().nullable(),
    PublishTo: z.string().nullable(),
    IsPopup: z.boolean(),
    Author: z.string(),
    UserLastUpdate: z.string().nullable(),
    AuthorCompanyCode: z.string(),
    CanManage: z.boolean(),
    ManageByCompany: z.boolean(),
    /** Whether the caller may change or delete it (spec §6 rule and the caller's permissions). */
    Editable: z.boolean(),
    Filters: z.array(z.object({ Code: z.string(), FilterType: z.number().int() })),
    ProductFilters: z.array(z.object({ Code: z.string() })),
    CompanyTypeFilters: z.array(z.object({ Code: z.string() })),
    GroupCodeFilters: z.array(z.object({ Code: z.string() })),
    UserRoleFilter: z.enum(AUDIENCE_ROLES).nullable(),
    Details: z.object({
      EventDate: z.string().nullable(),
      EventPlace: z.string(),
      Version: z.string(),
      ReleaseDate: z.string().nullable(),
      Severity: z.enum(SEVERITIES),
      SourceUrl: z.string(),
    }),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Communication' });
export type Communication = z.infer<typeof Communication>;

export const COMMUNICATION_SORT_FIELDS = [
  'Id',
  'Type',
  'Title',
  'Status',
  'PublishFrom',
  'Author',
  'UpdatedAt',
] as const;
export type CommunicationSortField = (typeof COMMUNICATION_SORT_FIELDS)[number];

/** The back-office list's filter (base64url JSON in the path): paging, sorting and search. */
export const CommunicationFilter = z.object({
  Page: z.number().int().min(0).default(0),
  Size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  Sort: z.enum(COMMUNICATION_SORT_FIELDS).default('UpdatedAt'),
  Desc: z.boolean().default(true),
  Type: z.number().int().optional(),
  Status: z.enum(STATUSES).optional(),
  Text: z.string().trim().max(100).optional(),
  Popup: z.boolean().optional(),
});
export type CommunicationFilter = z.input<typeof CommunicationFilter>;

export const CommunicationPage = z.object({
  Total: z.number().int(),
  /** Spec §9: floor((Total - 1) / Size), the zero-based index of the last page. */
  PageCount: z.number().int(),
  Items: z.array(Communication),
});

export const listCommunications = defineRoute({
  method: 'GET',
  path: '/api/Communication/Filters/:filter',
  summary: 'Back office: communications filtered, sorted and paged on the server',
  params: z.object({ filter: encodedFilter(CommunicationFilter) }),
  response: CommunicationPage,
});

export const getCommunication = defineRoute({
  method: 'GET',
  path: '/api/Communication/Filters/Detail/:Id',
  summary: 'Back office: one communication',
  params: z.object({ Id: z.coerce.number().int().min(1) }),
  response: Communication,
});

export const saveCommunication = defineRoute({
  method: 'POST',
  path: '/api/Communication/Save',
  summary: 'Back office: create (Id < 1, sets Author) or update (sets UserLastUpdate) a communication',
  body: CommunicationInput,
  response: Communication,
});

export const deleteCommunication = defineRoute({
  method: 'DELETE',
  path: '/api/Communication/Delete/:Id',
  summary: 'Back office: delete one communication',
  params: z.object({ Id: z.coerce.number().int().min(1) }),
  response: z.object({ Deleted: z.number().int() }),
});

export const BulkSelection = z.object({ Ids: z.array(z.number().int().min(1)).min(1).max(MAX_PAGE_SIZE) });

export const deleteCommunications = defineRoute({
  method: 'DELETE',
  path: '/api/Communication/Filters/Delete/:filter',
  summary: 'Back office: delete the selected communications, all or none',
  params: z.object({ filter: encodedFilter(BulkSelection) }),
  response: z.object({ Deleted: z.number().int() }),
});

export const exportCommunications = defineRoute({
  method: 'GET',
  path: '/api/Communication/Export/:filter',
  summary: 'Back office: the filtered, sorted communications as CSV (UTF-8, semicolon-separated)',
  params: z.object({ filter: encodedFilter(CommunicationFilter) }),
  response: z.string(),
});

/** The wrapped form (spec §3): Type, ComunicationId (spelled so) and one slot named for the type. */
export const WrappedCommunication = z
  .object({
    Type: z.number().int(),
    ComunicationId: z.number().int(),
    /** Customer news only: whether the signed-in user has opened it. */
    Read: z.boolean(),
    News: Communication.optional(),
    Event: Communication.optional(),
    PressReview: Communication.optional(),
    Circolare: Communication.optional(),
    NewsFiscale: Communication.optional(),
    Alert: Communication.optional(),
    SWReleasePlanned: Communication.optional(),
    SWReleaseMade: Communication.optional(),
    SmsEmail: Communication.optional(),
    NewsTecniche: Communication.optional(),
    Messages: Communication.optional(),
    TSInforma: Communication.optional(),
  })
  .meta({ id: 'WrappedCommunication' });
export type WrappedCommunication = z.infer<typeof WrappedCommunication>;

export const NewsFilter = z.object({
  Page: z.number().int().min(0).default(0),
  Size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  Type: z.number().int().optional(),
});
export type NewsFilter = z.input<typeof NewsFilter>;

export const listNews = defineRoute({
  method: 'GET',
  path: '/api/Communication/News/:filter',
  summary: "The signed-in customer's news: published, in its window, matching company and role",
  params: z.object({ filter: encodedFilter(NewsFilter) }),
  response: z.object({
    Total: z.number().int(),
    PageCount: z.number().int(),
    Unread: z.number().int(),
    Items: z.array(WrappedCommunication),
  }),
});

export const getNews = defineRoute({
  method: 'GET',
  path: '/api/Communication/News/Detail/:Id',
  summary: 'One news item the signed-in customer may see',
  params: z.object({ Id: z.coerce.number().int().min(1) }),
  response: WrappedCommunication,
});

export const markNewsRead = defineRoute({
  method: 'POST',
  path: '/api/Communication/News/Read/:Id',
  summary: 'Mark a news item read for the signed-in user',
  params: z.object({ Id: z.coerce.number().int().min(1) }),
  response: z.object({ Read: z.boolean() }),
});

export const listPopupNews = defineRoute({
  method: 'GET',
  path: '/api/Communication/PopUp/News',
  summary: "The signed-in user's current popup news (fed to the pop-up banner)",
  response: z.object({ Items: z.array(WrappedCommunication) }),
});
