import type {
  Communication,
  CommunicationInput,
} from '@sportello/contracts/backoffice/communications.contract';
import { AUDIENCE_ROLES, type STATUSES } from '@sportello/contracts/backoffice/communications.values';
import type { DetailField } from '@sportello/contracts/news/news.contract';
import { detailFieldsOf, type Severity } from '@sportello/contracts/news/news.values';
import dayjs from 'dayjs';

/** The edit form's values: text as the inputs hold it, dates as DayInput holds them (local time). */
export type CommunicationForm = {
  Type: string;
  Title: string;
  Summary: string;
  /** HTML, as the rich-text editor writes it ('' when empty). */
  Body: string;
  /** The English version (decision 047): all empty for none. */
  TitleEn: string;
  SummaryEn: string;
  BodyEn: string;
  Status: (typeof STATUSES)[number];
  PublishFrom: string;
  PublishTo: string;
  IsPopup: boolean;
  CanManage: boolean;
  ManageByCompany: boolean;
  ProductFilters: string[];
  CompanyTypeFilters: string[];
  GroupCodeFilters: string[];
  /** Tag ids, as the picker holds them. */
  TagFilters: string[];
  UserRoleFilter: string;
  EventDate: string;
  EventPlace: string;
  Version: string;
  ReleaseDate: string;
  Severity: Severity;
  SourceUrl: string;
  SmsText: string;
};

export const EMPTY_FORM: CommunicationForm = {
  Type: '10',
  Title: '',
  Summary: '',
  Body: '',
  TitleEn: '',
  SummaryEn: '',
  BodyEn: '',
  Status: 'draft',
  PublishFrom: '',
  PublishTo: '',
  IsPopup: false,
  CanManage: true,
  ManageByCompany: false,
  ProductFilters: [],
  CompanyTypeFilters: [],
  GroupCodeFilters: [],
  TagFilters: [],
  UserRoleFilter: '',
  EventDate: '',
  EventPlace: '',
  Version: '',
  ReleaseDate: '',
  Severity: 'info',
  SourceUrl: '',
  SmsText: '',
};

/** DayInput speaks local time without a zone (`YYYY-MM-DD HH:mm:ss`); the wire speaks ISO with one. */
const LOCAL_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toLocalInput = (iso: string | null | undefined) => (iso ? dayjs(iso).format(LOCAL_FORMAT) : '');
const toIso = (local: string) => (local ? dayjs(local, LOCAL_FORMAT).toISOString() : null);

export function formOf(c: Communication): CommunicationForm {
  return {
    Type: String(c.Type),
    Title: c.Title,
    Summary: c.Summary,
    Body: c.Body,
    TitleEn: c.TitleEn,
    SummaryEn: c.SummaryEn,
    BodyEn: c.BodyEn,
    Status: c.Status,
    PublishFrom: toLocalInput(c.PublishFrom),
    PublishTo: toLocalInput(c.PublishTo),
    IsPopup: c.IsPopup,
    CanManage: c.CanManage,
    ManageByCompany: c.ManageByCompany,
    ProductFilters: c.ProductFilters.map((x) => x.Code),
    CompanyTypeFilters: c.CompanyTypeFilters.map((x) => x.Code),
    GroupCodeFilters: c.GroupCodeFilters.map((x) => x.Code),
    TagFilters: c.TagFilters.map((x) => String(x.Id)),
    UserRoleFilter: c.UserRoleFilter ?? '',
    EventDate: toLocalInput(c.Details.EventDate),
    EventPlace: c.Details.EventPlace ?? '',
    Version: c.Details.Version ?? '',
    ReleaseDate: toLocalInput(c.Details.ReleaseDate),
    Severity: c.Details.Severity ?? 'info',
    SourceUrl: c.Details.SourceUrl ?? '',
    SmsText: c.Details.SmsText ?? '',
  };
}

/** What the save sends: the type's own details only (the server refuses another type's fields). */
export function inputOf(id: number, f: CommunicationForm): CommunicationInput {
  const codes = (list: string[]) => list.map((Code) => ({ Code }));
  const type = Number(f.Type);
  const details = {
    EventDate: toIso(f.EventDate),
    EventPlace: f.EventPlace,
    Version: f.Version,
    ReleaseDate: toIso(f.ReleaseDate),
    Severity: f.Severity,
    SourceUrl: f.SourceUrl,
    SmsText: f.SmsText,
  };
  return {
    Id: id,
    Type: type,
    Title: f.Title,
    Summary: f.Summary,
    Body: f.Body,
    TitleEn: f.TitleEn,
    SummaryEn: f.SummaryEn,
    BodyEn: f.BodyEn,
    Status: f.Status,
    PublishFrom: toIso(f.PublishFrom),
    PublishTo: toIso(f.PublishTo),
    IsPopup: f.IsPopup,
    CanManage: f.CanManage,
    ManageByCompany: f.ManageByCompany,
    ProductFilters: codes(f.ProductFilters),
    CompanyTypeFilters: codes(f.CompanyTypeFilters),
    GroupCodeFilters: codes(f.GroupCodeFilters),
    TagFilters: f.TagFilters.map(Number)
      .filter((id) => Number.isInteger(id) && id > 0)
      .map((Id) => ({ Id })),
    UserRoleFilter: AUDIENCE_ROLES.find((r) => r === f.UserRoleFilter) ?? null,
    Details: pick(details, Object.keys(detailFieldsOf(type)) as DetailField[]),
  };
}

function pick<T, K extends keyof T>(from: T, keys: K[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) picked[key] = from[key];
  return picked;
}
