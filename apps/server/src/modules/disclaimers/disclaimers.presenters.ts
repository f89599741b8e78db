import type {
  ConsentRecord,
  DisclaimerDetail,
  DisclaimerSummary,
} from '@sportello/contracts/backoffice/disclaimers.contract';
import type { ConsentListRow } from './disclaimers.repository';
import type { DisclaimerRow, disclaimerVersions } from './disclaimers.tables';

type VersionRow = typeof disclaimerVersions.$inferSelect;

export const toSummary = (row: DisclaimerRow): DisclaimerSummary => ({
  Id: row.id,
  Code: row.code,
  Kind: row.kind,
  CompanyType: row.companyType,
  Mandatory: row.mandatory,
  Active: row.active,
  Version: row.version,
  TitleIt: row.titleIt,
  TitleEn: row.titleEn,
  UpdatedAt: row.updatedAt.toISOString(),
  UpdatedBy: row.updatedBy,
});

export const toDetail = (row: DisclaimerRow, versions: VersionRow[]): DisclaimerDetail => ({
  ...toSummary(row),
  TextIt: row.textIt,
  TextEn: row.textEn,
  Versions: versions.map((v) => ({
    Version: v.version,
    Mandatory: v.mandatory,
    PublishedAt: v.publishedAt.toISOString(),
    PublishedBy: v.publishedBy,
  })),
});

/** A disclaimer as the audit trail keeps it (texts included: what was published is the evidence). */
export const toRecord = (row: DisclaimerRow) => ({
  Code: row.code,
  Kind: row.kind,
  CompanyType: row.companyType,
  Mandatory: row.mandatory,
  Active: row.active,
  Version: row.version,
  TitleIt: row.titleIt,
  TitleEn: row.titleEn,
  TextIt: row.textIt,
  TextEn: row.textEn,
});

export const toConsent = (row: ConsentListRow, english: boolean): ConsentRecord => ({
  Id: row.consent.id,
  UserName: row.consent.userName,
  DisclaimerId: row.consent.disclaimerId,
  Code: row.code,
  Title: english ? row.titleEn : row.titleIt,
  Version: row.consent.version,
  Accepted: row.consent.accepted,
  At: row.consent.at.toISOString(),
  Ip: row.consent.ip,
  Source: row.consent.source,
});
