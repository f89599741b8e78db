// Plain data of tags.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const TAG_SORT_FIELDS = ['Name', 'Companies', 'UpdatedAt'] as const;

export const TAG_NAME_MAX = 50;

/** How many tags the pickers list at most (the whole vocabulary, in practice). */
export const TAG_OPTIONS_LIMIT = 1000;

/** A tag's colour: `#` and six hexadecimal digits, as the colour input gives it. */
export const TAG_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * Tags on companies: everyone in the back office sees them; operators create, rename and assign them
 * (`update`); deleting one, or merging it into another (which deletes it), is the admins'.
 */
export const TAGS_ACCESS = defineResourceAccess('tags', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', create: 'all', update: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
