import type {
  AudienceDetail,
  AudienceFilter,
  AudienceInput,
} from '@sportello/contracts/backoffice/mailing.contract';
import { AUDIENCE_ROLES, type AudienceKind } from '@sportello/contracts/backoffice/mailing.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';

/** The audience's form: lists and choices as the inputs hold them (text; '' for "any"). */
export type AudienceForm = {
  Name: string;
  Kind: AudienceKind;
  Products: string[];
  /** Company type numbers, as text. */
  CompanyTypes: string[];
  GroupCodes: string[];
  /** Tag ids, as text (the tag picker's values). */
  TagIds: string[];
  /** `user`, `company_admin`, or '' for either. */
  Role: string;
  /** `1`, `2`, or '' for either. */
  LanguageId: string;
  /** `1` those who accept commercial mail, `0` those who do not, '' either. */
  NewsLetter: string;
};

export const EMPTY_AUDIENCE: AudienceForm = {
  Name: '',
  Kind: 'filter',
  Products: [],
  CompanyTypes: [],
  GroupCodes: [],
  TagIds: [],
  Role: '',
  LanguageId: '',
  NewsLetter: '',
};

type Product = (typeof PRODUCTS)[number];
type Role = (typeof AUDIENCE_ROLES)[number];

export function audienceFormOf(d: AudienceDetail): AudienceForm {
  const f = d.Filter;
  return {
    Name: d.Name,
    Kind: d.Kind,
    Products: [...f.Products],
    CompanyTypes: f.CompanyTypes.map(String),
    GroupCodes: [...f.GroupCodes],
    TagIds: f.TagIds.map(String),
    Role: f.Role ?? '',
    LanguageId: f.LanguageId === null ? '' : String(f.LanguageId),
    NewsLetter: f.NewsLetter === null ? '' : f.NewsLetter ? '1' : '0',
  };
}

/** The filter the form describes, as the wire takes it (and the live count asks about). */
export function audienceFilterOf(v: AudienceForm): AudienceFilter {
  return {
    Products: v.Products.filter((p): p is Product => (PRODUCTS as readonly string[]).includes(p)),
    CompanyTypes: v.CompanyTypes.map(Number),
    GroupCodes: v.GroupCodes,
    TagIds: v.TagIds.map(Number),
    Role: (AUDIENCE_ROLES as readonly string[]).includes(v.Role) ? (v.Role as Role) : null,
    LanguageId: v.LanguageId ? Number(v.LanguageId) : null,
    NewsLetter: v.NewsLetter === '' ? null : v.NewsLetter === '1',
  };
}

export function audienceInputOf(id: number, v: AudienceForm): AudienceInput {
  return { Id: id, Name: v.Name, Kind: v.Kind, Filter: audienceFilterOf(v) };
}
