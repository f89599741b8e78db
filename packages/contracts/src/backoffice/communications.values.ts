// Plain data of communications.contract.ts: the web app uses it without loading the schemas
// (decision 022).
import { defineResourceAccess } from './resource-access';

/** Filter types of the flattened `Filters` list. */
export const FILTER_TYPES = { product: 1, companyType: 2, groupCode: 3, userRole: 4, tag: 5 } as const;

/** The roles a UserRoleFilter may name: the company-side roles. */
export const AUDIENCE_ROLES = ['user', 'company_admin'] as const;

export const STATUSES = ['draft', 'published'] as const;

export const COMMUNICATION_SORT_FIELDS = [
  'Id',
  'Type',
  'Title',
  'Status',
  'PublishFrom',
  'Author',
  'UpdatedAt',
] as const;

/**
 * Whether rich text says nothing: no text and no image, only markup (an editor left empty gives
 * `<p></p>`). A required body, or the English body an English version needs, must not be blank.
 */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/**
 * Communications (decision 015): the whole back office reads and exports them; operators write,
 * and change or delete within `company` — the spec §6 rule: the author, or colleagues of the
 * author's company when the item's company flag is set — admins `all`, skipping authorship. Either
 * way only while the item's CanManage is true (decision 017).
 */
export const COMMUNICATIONS_ACCESS = defineResourceAccess('communications', {
  viewer: { list: 'all', read: 'all', export: 'all' },
  operator: { list: 'all', read: 'all', export: 'all', create: 'all', update: 'company', delete: 'company' },
  admin: { list: 'all', read: 'all', export: 'all', create: 'all', update: 'all', delete: 'all' },
});
