import { MAX_CHAT_MESSAGE } from '@sportello/contracts/chat/chat.values';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../core/app-error';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * A chat message as stored: plain text. Markup is dropped (tags and what scripts and styles hold),
 * the text is kept, and pages show it as text, never as markup. Empty or too long after that:
 * a field error on Body.
 */
export function chatText(body: string, { optional = false } = {}): string {
  const text = sanitizeHtml(body, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
  // A message that carries a file may say nothing more.
  if (text === '' && !optional)
    throw new AppError('ERROR_FIELD_REQUIRED', undefined, [{ path: 'Body', key: 'ERROR_FIELD_REQUIRED' }]);
  if (text.length > MAX_CHAT_MESSAGE)
    throw new AppError('ERROR_FIELD_TOO_LONG', String(MAX_CHAT_MESSAGE), [
      { path: 'Body', key: 'ERROR_FIELD_TOO_LONG', detail: String(MAX_CHAT_MESSAGE) },
    ]);
  return text;
}
