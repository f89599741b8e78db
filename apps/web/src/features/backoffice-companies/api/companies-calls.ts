import type {
  CompanyFilter,
  CompanyInput,
  CompanyMigration,
  enableCompanies,
  listCompanies,
  migrateCompanies,
  revealUserCode,
  rotateUserCode,
  saveCompany,
} from '@sportello/contracts/backoffice/companies.contract';
import { COMPANIES_ROUTES } from '@sportello/contracts/backoffice/companies.routes';
import type { assignTag } from '@sportello/contracts/backoffice/tags.contract';
import { TAGS_ROUTES } from '@sportello/contracts/backoffice/tags.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const companiesQuery = (filter: CompanyFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'companies', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listCompanies>(COMPANIES_ROUTES.listCompanies, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const saveCompanyCall = (body: CompanyInput) =>
  apiRequest<typeof saveCompany>(COMPANIES_ROUTES.saveCompany, { body });

export const enableCompaniesCall = (ids: number[], enabled: boolean) =>
  apiRequest<typeof enableCompanies>(COMPANIES_ROUTES.enableCompanies, {
    body: { Ids: ids, Enabled: enabled },
  });

/**
 * Migrates the selected companies, or every company the list's filter finds, from a day on towards a
 * hub address — or brings them back (`Migrated: false`).
 */
export const migrateCompaniesCall = (
  target: { Ids: number[] } | { Filter: CompanyFilter },
  change: Omit<CompanyMigration, 'Ids' | 'Filter'>,
) =>
  apiRequest<typeof migrateCompanies>(COMPANIES_ROUTES.migrateCompanies, { body: { ...target, ...change } });

export const rotateUserCodeCall = (id: number) =>
  apiRequest<typeof rotateUserCode>(COMPANIES_ROUTES.rotateUserCode, { params: { Id: id } });

/** Not a query: each reveal is a deliberate act the server records. */
export const revealUserCodeCall = (id: number) =>
  apiRequest<typeof revealUserCode>(COMPANIES_ROUTES.revealUserCode, { params: { Id: id } });

/**
 * Gives a tag to (or takes it from) one company, the selected ones, or every company the list's
 * filter finds. The call is the tags module's (it owns the assignments); the companies' pages make
 * it through their own calls, as a feature never imports another.
 */
export const assignTagCall = (
  target: { Ids: number[] } | { Filter: CompanyFilter },
  tagId: number,
  assigned: boolean,
) =>
  apiRequest<typeof assignTag>(TAGS_ROUTES.assignTag, {
    body: { ...target, TagId: tagId, Assigned: assigned },
  });

/**
 * The server builds the CSV of every company the filter finds in the chosen encoding; the browser
 * downloads it through a plain link (the session cookie goes along).
 */
export const companiesExportUrl = (filter: CompanyFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(COMPANIES_ROUTES.exportCompanies.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
