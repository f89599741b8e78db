// Plain data of the rich-text fields (communications, disclaimers, mail templates): the web app and
// the server share it.

/**
 * Whether an HTML body has any text once its tags are dropped: empty markup (`<p></p>`) or an image
 * alone is no text. The server asks again after sanitising, which drops a `<script>`'s text too.
 */
export const htmlHasText = (html: string): boolean => html.replace(/<[^>]*>/g, '').trim().length > 0;
