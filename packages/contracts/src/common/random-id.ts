/**
 * Short random identifiers (e.g. reference codes shown to the user), alphanumeric, from the Web
 * Crypto random generator that both Node 20 and browsers expose. Rejection sampling keeps every
 * character equally likely: bytes of 248 and above (4 × 62) are discarded instead of wrapping.
 */
export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const LIMIT = 256 - (256 % RANDOM_ID_ALPHABET.length);
/** getRandomValues fills at most 65,536 bytes per call. */
const MAX_CHUNK = 65_536;

/** The contracts package compiles without DOM or Node types: the one Web Crypto call we use. */
type RandomSource = { getRandomValues<T extends Uint8Array>(array: T): T };

export function randomId(length = 5): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`Invalid length: ${length}`);
  const { crypto } = globalThis as unknown as { crypto: RandomSource };
  let id = '';
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(Math.min(MAX_CHUNK, length - id.length + 8)))) {
      if (byte < LIMIT && id.length < length) id += RANDOM_ID_ALPHABET[byte % RANDOM_ID_ALPHABET.length];
    }
  }
  return id;
}
