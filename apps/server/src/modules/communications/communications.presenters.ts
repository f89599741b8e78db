import type { Communication } from '@sportello/contracts/backoffice/communications.contract';
import { FILTER_TYPES } from '@sportello/contracts/backoffice/communications.values';
import type { NewsItem } from '@sportello/contracts/news/news.contract';
import { type ContentLanguage, detailsOf } from '@sportello/contracts/news/news.values';
import { operatorName } from './communications.policy';
import type { CommunicationRow } from './communications.tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A communication as the back office shows it — what a customer sees, plus authorship, state and
 * audience — without the caller-dependent `Editable`: what the audit log keeps (an entry must read
 * the same whoever looks at it).
 */
export type CommunicationRecord = Omit<Communication, 'Editable'>;

export function toRecord(row: CommunicationRow): CommunicationRecord {
  const codes = (values: string[]) => values.map((Code) => ({ Code }));
  const { Language: _italian, ...content } = toNewsItem(row, 'it');
  return {
    ...content,
    TitleEn: row.titleEn,
    SummaryEn: row.summaryEn,
    BodyEn: row.bodyEn,
    Status: row.status,
    Author: operatorName(row.author),
    UserLastUpdate: row.userLastUpdate && operatorName(row.userLastUpdate),
    AuthorCompanyCode: row.authorCompanyCode,
    CanManage: row.canManage,
    ManageByCompany: row.manageByCompany,
    Filters: [
      ...row.productFilters.map((Code) => ({ Code, FilterType: FILTER_TYPES.product })),
      ...row.companyTypeFilters.map((Code) => ({ Code, FilterType: FILTER_TYPES.companyType })),
      ...row.groupCodeFilters.map((Code) => ({ Code, FilterType: FILTER_TYPES.groupCode })),
      ...row.tagFilters.map((id) => ({ Code: String(id), FilterType: FILTER_TYPES.tag })),
      ...(row.userRoleFilter ? [{ Code: row.userRoleFilter, FilterType: FILTER_TYPES.userRole }] : []),
    ],
    ProductFilters: codes(row.productFilters),
    CompanyTypeFilters: codes(row.companyTypeFilters),
    GroupCodeFilters: codes(row.groupCodeFilters),
    TagFilters: row.tagFilters.map((Id) => ({ Id })),
    UserRoleFilter: row.userRoleFilter,
  };
}

/** The back office's answer: the record, and whether this caller may change it. */
export function toCommunication(row: CommunicationRow, editable: boolean): Communication {
  return { ...toRecord(row), Editable: editable };
}

/**
 * What a customer receives: the content and its publication, nothing of authorship or audience. The
 * texts are the English version for a reader of English when the item has one (its title says so:
 * the save lets no English version go without it), the Italian otherwise (decision 047).
 */
export function toNewsItem(row: CommunicationRow, reader: ContentLanguage): NewsItem {
  const english = reader === 'en' && row.titleEn !== '';
  return {
    Id: row.id,
    Type: row.type,
    Title: english ? row.titleEn : row.title,
    Summary: english ? row.summaryEn : row.summary,
    Body: english ? row.bodyEn : row.body,
    Language: english ? 'en' : 'it',
    PublishFrom: iso(row.publishFrom),
    PublishTo: iso(row.publishTo),
    IsPopup: row.isPopup,
    Details: detailsOf(row.type, row.details),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}
