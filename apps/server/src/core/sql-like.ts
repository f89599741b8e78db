/**
 * A LIKE / ILIKE pattern matching `text` anywhere, with the pattern characters of `text` itself
 * (`%`, `_` and the escape `\`) taken literally: a search for "10%" finds "10%", not "100".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
