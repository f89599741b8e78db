// Plain data of communications.contract.ts: the web app uses it without loading the schemas
// (decision 022).

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
