import { z } from 'zod';
import { type ErrorKey, isErrorKey } from './errors';

/**
 * A schema's refusals in the catalogue's words (decision 071): each zod issue becomes a key of the
 * error catalogue with its values, and what the field accepts, so that no zod text (English, for
 * developers) ever reaches a person. The one place where zod's issue codes are read.
 */

/** What a field accepts: named values (an enum, literals, a flag), or numeric bounds. */
export type Allowed = { values: string[] } | { min?: number; max?: number };

export interface IssueProblem {
  key: ErrorKey;
  /** The key's detail as the catalogue reads it: a value, or a `DETAIL_` key and its values. */
  detail?: string | undefined;
  /** What the field accepts, for a refusal of a value that is not among it. */
  allowed?: Allowed | undefined;
}

type Issue = z.core.$ZodIssue;

/** A contract's own message: a catalogue key, then its detail (`ERROR_CF_BADCHAR $`). */
function keyOf(message: string): { key: ErrorKey; detail?: string } | undefined {
  const [head = '', ...rest] = message.trim().split(' ');
  return isErrorKey(head) ? { key: head, detail: rest.join(' ') || undefined } : undefined;
}

/** The value the file or form gave, when the parse was asked to report it (`reportInput`). */
const given = (issue: Issue): string | undefined => {
  const input = (issue as { input?: unknown }).input;
  return typeof input === 'string' || typeof input === 'number' || typeof input === 'boolean'
    ? `DETAIL_VALUE_GIVEN ${input}`
    : undefined;
};

/** The literals a union of literals accepts (`VatCodeType`: 1 or 2), when every branch is one. */
function unionValues(issue: Issue): string[] | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const branches = issue.errors.flat();
  if (branches.length === 0 || branches.some((b) => b.code !== 'invalid_value')) return undefined;
  return branches.flatMap((b) => (b.code === 'invalid_value' ? b.values.map(String) : []));
}

const boundOf = (value: number | bigint) => Number(value);

/**
 * One issue as a catalogue key. `accepts`: what the field accepts, when the caller knows it better
 * than the issue (both bounds of a range whose one bound failed: `fieldsAccepted`).
 */
export function issueProblem(issue: Issue, accepts?: Allowed): IssueProblem {
  const own = keyOf(issue.message);
  const values = issue.code === 'invalid_value' ? issue.values.map(String) : unionValues(issue);
  if (own) {
    // A contract's key that names no limit gets the schema's: "Lunghezza massima: 200".
    const limit =
      own.detail === undefined && issue.code === 'too_big' && own.key === 'ERROR_FIELD_TOO_LONG'
        ? String(issue.maximum)
        : own.detail;
    return { key: own.key, detail: limit, allowed: values ? (accepts ?? { values }) : undefined };
  }
  switch (issue.code) {
    case 'invalid_value':
    case 'invalid_union':
      return values
        ? { key: 'ERROR_VALUE_NOT_ALLOWED', detail: given(issue), allowed: accepts ?? { values } }
        : { key: 'ERROR_VALUE_INVALID', detail: given(issue), allowed: accepts };
    case 'invalid_type': {
      if ((issue as { input?: unknown }).input === undefined) return { key: 'ERROR_FIELD_REQUIRED' };
      if (issue.expected === 'number' || issue.expected === 'int')
        return { key: 'ERROR_VALUE_NOT_NUMBER', detail: given(issue), allowed: accepts };
      if (issue.expected === 'boolean')
        return {
          key: 'ERROR_VALUE_NOT_ALLOWED',
          detail: given(issue),
          allowed: accepts ?? { values: ['true', 'false'] },
        };
      return { key: 'ERROR_VALUE_INVALID', detail: given(issue), allowed: accepts };
    }
    case 'too_big':
      if (issue.origin === 'string') return { key: 'ERROR_FIELD_TOO_LONG', detail: String(issue.maximum) };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'ERROR_TOO_MANY_VALUES', detail: String(issue.maximum) };
      return {
        key: 'ERROR_VALUE_OUT_OF_RANGE',
        detail: given(issue),
        allowed: accepts ?? { max: boundOf(issue.maximum) },
      };
    case 'too_small':
      if (issue.origin === 'string')
        return boundOf(issue.minimum) <= 1
          ? { key: 'ERROR_FIELD_REQUIRED' }
          : { key: 'ERROR_FIELD_TOO_SHORT', detail: String(issue.minimum) };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'ERROR_FIELD_REQUIRED' };
      return {
        key: 'ERROR_VALUE_OUT_OF_RANGE',
        detail: given(issue),
        allowed: accepts ?? { min: boundOf(issue.minimum) },
      };
    case 'invalid_format':
      return { key: 'ERROR_VALUE_FORMAT', detail: given(issue) };
    default:
      return { key: 'ERROR_VALUE_INVALID', detail: given(issue), allowed: accepts };
  }
}

type JsonField = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonField[];
  minimum?: number;
  maximum?: number;
  items?: JsonField;
};

/** What one JSON-schema property accepts: its enum, its literals, a flag, or an integer's bounds. */
function acceptedBy(field: JsonField): Allowed | undefined {
  if (field.enum) return { values: field.enum.map(String) };
  if (field.anyOf?.every((f) => 'const' in f)) return { values: field.anyOf.map((f) => String(f.const)) };
  if (field.type === 'boolean') return { values: ['true', 'false'] };
  if ((field.type === 'integer' || field.type === 'number') && (field.minimum ?? field.maximum) !== undefined)
    return { min: field.minimum, max: field.maximum };
  if (field.type === 'array' && field.items) return acceptedBy(field.items);
  return undefined;
}

/**
 * What each field of an object schema accepts, read from the schema itself (its JSON Schema, as the
 * API documentation shows it), by field name: a list's field by what its items accept.
 */
export function fieldsAccepted(schema: z.ZodType): Record<string, Allowed> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonField>;
  };
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).flatMap(([name, field]) => {
      const allowed = acceptedBy(field);
      return allowed ? [[name, allowed]] : [];
    }),
  );
}
