import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsAccepted, issueProblem } from './schema-issues';

const Row = z.object({
  Kind: z.enum(['a', 'b']),
  Type: z.union([z.literal(1), z.literal(2)]).default(1),
  Level: z.number().int().min(1).max(2),
  Flag: z.boolean(),
  Name: z.string().min(1, 'ERROR_FIELD_REQUIRED').max(5, 'ERROR_FIELD_TOO_LONG'),
  Code: z.string().max(3),
  Tags: z.array(z.string()).max(1),
  Mail: z.email(),
});

const problems = (input: object) =>
  (Row.safeParse(input, { reportInput: true }).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    ...issueProblem(issue),
  }));

describe('a schema’s refusals as catalogue keys', () => {
  it('maps every zod issue to a key with its values, never to zod’s text', () => {
    const found = problems({
      Kind: 'c',
      Type: 3,
      Level: 3,
      Flag: 'yes',
      Name: 'troppo lungo',
      Code: 'ABCD',
      Tags: ['x', 'y'],
      Mail: 'no',
    });
    expect(found).toEqual([
      {
        path: 'Kind',
        key: 'ERROR_VALUE_NOT_ALLOWED',
        detail: 'DETAIL_VALUE_GIVEN c',
        allowed: { values: ['a', 'b'] },
      },
      {
        path: 'Type',
        key: 'ERROR_VALUE_NOT_ALLOWED',
        detail: 'DETAIL_VALUE_GIVEN 3',
        allowed: { values: ['1', '2'] },
      },
      { path: 'Level', key: 'ERROR_VALUE_OUT_OF_RANGE', detail: 'DETAIL_VALUE_GIVEN 3', allowed: { max: 2 } },
      {
        path: 'Flag',
        key: 'ERROR_VALUE_NOT_ALLOWED',
        detail: 'DETAIL_VALUE_GIVEN yes',
        allowed: { values: ['true', 'false'] },
      },
      { path: 'Name', key: 'ERROR_FIELD_TOO_LONG', detail: '5', allowed: undefined },
      { path: 'Code', key: 'ERROR_FIELD_TOO_LONG', detail: '3' },
      { path: 'Tags', key: 'ERROR_TOO_MANY_VALUES', detail: '1' },
      { path: 'Mail', key: 'ERROR_VALUE_FORMAT', detail: 'DETAIL_VALUE_GIVEN no' },
    ]);
    expect(problems({ Kind: 'a', Level: 1, Flag: true, Code: '', Tags: [], Mail: 'a@b.it' })).toEqual([
      { path: 'Name', key: 'ERROR_FIELD_REQUIRED' },
    ]);
  });

  it('reads what each field accepts from the schema: both bounds of a range', () => {
    expect(fieldsAccepted(Row)).toEqual({
      Kind: { values: ['a', 'b'] },
      Type: { values: ['1', '2'] },
      Level: { min: 1, max: 2 },
      Flag: { values: ['true', 'false'] },
    });
  });
});
