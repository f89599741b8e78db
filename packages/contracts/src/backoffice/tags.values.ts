// Plain data of tags.contract.ts: the web app uses it without loading the schemas (decision 022).

export const TAG_SORT_FIELDS = ['Name', 'Companies', 'UpdatedAt'] as const;

export const TAG_NAME_MAX = 50;

/** How many tags the pickers list at most (the whole vocabulary, in practice). */
export const TAG_OPTIONS_LIMIT = 1000;

/** A tag's colour: `#` and six hexadecimal digits, as the colour input gives it. */
export const TAG_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
