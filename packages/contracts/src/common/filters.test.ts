import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodedFilter } from './encoded-filter';
import { decodeFilter, encodeFilter } from './filters';

describe('JSON filters in paths', () => {
  it('round-trip any JSON value, unicode included, through URL-safe text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const encoded = encodeFilter(value);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeFilter(encoded)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    expect(decodeFilter(encodeFilter({ Ragione: 'Società à responsabilità', Città: '€' }))).toEqual({
      Ragione: 'Società à responsabilità',
      Città: '€',
    });
  });

  it('refuse what is not base64url JSON', () => {
    expect(decodeFilter('not base64!')).toBeUndefined();
    expect(decodeFilter(`${encodeFilter('x').slice(0, -1)}%`)).toBeUndefined();
    expect(decodeFilter(Buffer.from('{broken').toString('base64url'))).toBeUndefined();
    expect(decodeFilter(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeUndefined();
  });

  it('validate the decoded filter with its schema, naming the problem with a catalogue key', () => {
    const schema = encodedFilter(z.object({ Type: z.number().int() }));
    expect(schema.parse(encodeFilter({ Type: 14 }))).toEqual({ Type: 14 });
    expect(schema.safeParse(encodeFilter({ Type: 'news' })).success).toBe(false);
    const broken = schema.safeParse('@@@');
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0]?.message).toMatch(/^ERROR_BAD_REQUEST\b/);
  });
});
