import { encodeFilter } from '@sportello/contracts/common/filters';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check generators derived from a route's zod schemas (through their JSON Schema): inputs that
 * look right, and the same inputs broken in one place — a required field missing, a field too many,
 * a value of the wrong type, a huge or exotic string, a number or an instant past where a column
 * ends — so that every route is probed where its own validation has to hold, not only with noise it
 * rejects at the first byte.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The JSON Schema of what a client sends (`input`) or of what the route reads after decoding (`output`). */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace(/^#\/\$defs\//, '');
  return name ? resolve(root.$defs?.[name] ?? {}, root) : schema;
}

/** Strings that have broken parsers, databases and templates before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  'zero\u200Bwidth',
  'e\u0301',
  '😀'.repeat(40),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'Ωmega ÀÉÎÕÜ',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '{{7*7}}#{7*7}<%= 7*7 %>',
  '%00%ff',
  '../../etc/passwd',
  'null',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '__proto__',
];

/**
 * Numbers where a column ends: PostgreSQL's `smallint` (2^15) and `integer` (2^31) on and just past
 * their ends, -1 where ids start at 1; `BEYOND_INTEGER` fits no integer column at all.
 */
export const BEYOND_INTEGER = [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER];
export const NUMBER_EDGES = [-1, 2 ** 15 - 1, 2 ** 15, 2 ** 31 - 1, ...BEYOND_INTEGER];
/**
 * Instants before 1900 (year 0 is none at all for PostgreSQL) and after 9999 (the last moment of
 * 9999 at -14:00 is year 10000 in UTC): `BEYOND_INSTANTS` no contract may take; and the last one
 * it takes.
 */
export const BEYOND_INSTANTS = ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '9999-12-31T23:59:59-14:00'];
export const INSTANT_EDGES = [...BEYOND_INSTANTS, '9999-12-31T23:59:59.999Z'];
/** Text a number parser may read as a number, or as a bigger one than it looks. */
const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e3',
  ' 7',
  '32768',
  '2147483648',
  '9007199254740993',
];

/** The edges of a number field: those above, and just past its own bounds. */
function numberEdgesOf(s: JsonSchema): number[] {
  const own = [(s.minimum ?? Number.NaN) - 1, (s.maximum ?? Number.NaN) + 1].filter(Number.isSafeInteger);
  return [...new Set([...NUMBER_EDGES, ...own])];
}

const hugeString = fc.integer({ min: 20_000, max: 200_000 }).map((n) => 'x'.repeat(n));
const exoticString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

export interface ShapeOptions {
  /** Every field present and every array with an element, so that each has its say. */
  complete?: boolean;
  /** Now and then a number or an instant at an edge (above); on by default. */
  edges?: boolean;
}

/** Mostly `within`, now and then one of `edges` (when asked for). */
const sometimes = <T>(within: fc.Arbitrary<T>, edges: readonly T[], on: boolean) =>
  on
    ? fc.oneof({ weight: 4, arbitrary: within }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
    : within;

/**
 * A value of the schema's shape (within its bounds, without trying to satisfy patterns or rules),
 * its numbers and instants now and then at an edge where columns end.
 */
export function shapedValue(
  schema: JsonSchema,
  root: JsonSchema = schema,
  options: ShapeOptions = {},
): fc.Arbitrary<unknown> {
  const { complete = false, edges = true } = options;
  const s = resolve(schema, root);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => shapedValue(choice, root, options)));
  if (s.allOf?.[0]) return shapedValue(s.allOf[0], root, options);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'date-time') {
        const recent = fc.date({
          min: new Date('1970-01-01'),
          max: new Date('2100-01-01'),
          noInvalidDate: true,
        });
        return sometimes(
          recent.map((d) => d.toISOString()),
          INSTANT_EDGES,
          edges,
        );
      }
      if (s.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    case 'integer': {
      const within = fc.integer({
        min: Math.max(s.minimum ?? (s.exclusiveMinimum ?? -1001) + 1, -1000),
        max: Math.min(s.maximum ?? 1000, 1000),
      });
      return sometimes(within, numberEdgesOf(s), edges);
    }
    case 'number': {
      const within = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
      return sometimes(within, numberEdgesOf(s), edges);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxLength = Math.min(s.maxItems ?? 3, 3);
      return fc.array(shapedValue(s.items ?? {}, root, options), {
        minLength: Math.min(Math.max(s.minItems ?? 0, complete ? 1 : 0), maxLength),
        maxLength,
      });
    }
    case 'object': {
      const properties = s.properties ?? {};
      if (Object.keys(properties).length === 0)
        return fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 });
      const keys = Object.keys(properties);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, shapedValue(value, root, options)]),
        ),
        { requiredKeys: complete ? keys : (s.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A number or an instant inside a value: where it is, and the schema that describes it. */
export interface Leaf {
  path: (string | number)[];
  kind: 'number' | 'instant';
  schema: JsonSchema;
}

/** The numbers and instants of a value of `schema` (a constant or a choice of values is neither). */
export function leavesOf(
  schema: JsonSchema,
  value: unknown,
  root: JsonSchema = schema,
  path: (string | number)[] = [],
): Leaf[] {
  const s = resolve(schema, root);
  if (s.const !== undefined || s.enum) return [];
  const choices = s.anyOf ?? s.oneOf;
  if (choices) {
    // A nullable or union field: the branch the value is of.
    for (const choice of choices) {
      const found = leavesOf(choice, value, root, path);
      if (found.length > 0) return found;
    }
    return [];
  }
  if (s.allOf?.[0]) return leavesOf(s.allOf[0], value, root, path);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if ((type === 'integer' || type === 'number') && typeof value === 'number')
    return [{ path, kind: 'number', schema: s }];
  if (type === 'string' && s.format === 'date-time' && typeof value === 'string')
    return [{ path, kind: 'instant', schema: s }];
  if (type === 'array' && Array.isArray(value) && value.length > 0)
    return leavesOf(s.items ?? {}, value[0], root, [...path, 0]);
  if (type === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.entries(s.properties ?? {}).flatMap(([key, child]) =>
      key in value ? leavesOf(child, (value as Record<string, unknown>)[key], root, [...path, key]) : [],
    );
  return [];
}

/** The values a leaf is tried with: every edge of its kind. */
export const edgesOf = (leaf: Leaf): unknown[] =>
  leaf.kind === 'number' ? numberEdgesOf(leaf.schema) : INSTANT_EDGES;

/** What replaces one value of an input: the wrong type, a huge or exotic string… */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, '', [], {}, [[[]]], { $gt: '' }),
  fc.constantFrom(...NUMBER_EDGES, ...INSTANT_EDGES),
  hugeString,
  exoticString,
  fc.jsonValue({ maxDepth: 3 }),
);
/** …or nothing at all: the value is removed (a required field missing). */
const REMOVE = Symbol('remove');
const replacement = fc.oneof(wrongValue, fc.constant(REMOVE));

/** Every place in a value that can be replaced: [] is the value itself, ['a', 0] its a[0]. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const inner =
    Array.isArray(value) || (typeof value === 'object' && value !== null)
      ? Object.entries(value).flatMap(([key, child]) =>
          pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [prefix, ...inner];
}

export function replaceAt(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by === REMOVE ? undefined : by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && by === REMOVE) delete copy[head];
  else copy[head] = replaceAt(copy[head], rest, by);
  return copy;
}

/**
 * Inputs of the schema's shape, most of them broken in one place: a field replaced or removed
 * (required fields included), a field added (prototype keys too), or the whole value swapped.
 */
export function brokenValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = shapedValue(schema);
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, fc.nat(), replacement).map(([value, at, by]) => {
        const paths = pathsOf(value);
        return replaceAt(value, paths[at % paths.length] ?? [], by);
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'Extra', 'isAdmin', 'Role'), wrongValue)
        .map(([value, key, extra]) =>
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? // defineProperty: a `__proto__` key stays an own key, as JSON.parse would make it.
              Object.defineProperty({ ...value }, key, { value: extra, enumerable: true })
            : value,
        ),
    },
    { weight: 1, arbitrary: wrongValue },
  );
}

/** Base64url filters that are not what the route expects: broken encodings and JSON of the wrong shape. */
export function brokenFilter(filterSchema: JsonSchema | undefined): fc.Arbitrary<string> {
  const base64url = (text: string) => Buffer.from(text).toString('base64url');
  return fc.oneof(
    ...(filterSchema ? [brokenValueOf(filterSchema).map((value) => encodeFilter(value ?? null))] : []),
    fc.constantFrom(
      'eyJQYWdlIjo', // truncated JSON
      'eyJQYWdlIjowfQ==', // standard padding
      'e30+/w', // standard alphabet
      '!!!',
      '====',
      base64url('not json'),
      base64url('null'),
      base64url('[]'),
      base64url('1e999'),
      base64url('{"__proto__":{"admin":true}}'),
      base64url(`${'['.repeat(5000)}${']'.repeat(5000)}`),
      base64url('\uFEFF{}'),
    ),
    fc.string({ unit: 'binary', maxLength: 40 }).map(base64url),
  );
}

/** Path segments an attacker would try on any id: traversal, encodings, controls, the very long. */
export const hostileSegment: fc.Arbitrary<{ raw: string } | { text: string }> = fc.oneof(
  // Sent as they are (already percent-encoded or meant to be read as path syntax).
  fc
    .constantFrom(
      '..',
      '.',
      '%2e%2e',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2f',
      '%00',
      '%',
      '%ZZ',
      '%C0%AE',
    )
    .map((raw) => ({ raw })),
  // Encoded by the client, as a browser would.
  fc
    .oneof(
      fc.constantFrom('../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd', 'C:\\boot.ini'),
      exoticString,
      fc.integer({ min: 2_049, max: 8_000 }).map((n) => 'a'.repeat(n)),
      fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '00000000-0000-0000-0000-000000000000'),
      fc.constantFrom(...NUMBER_TEXTS),
    )
    .map((text) => ({ text })),
);
