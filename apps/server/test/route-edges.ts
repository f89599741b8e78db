import { encodeFilter } from '@sportello/contracts/common/filters';
import fc from 'fast-check';
import type { z } from 'zod';
import type { RecordedRoute } from './route-inventory';
import {
  BEYOND_INSTANTS,
  BEYOND_INTEGER,
  edgesOf,
  type JsonSchema,
  jsonSchemaOf,
  type Leaf,
  leavesOf,
  replaceAt,
  shapedValue,
} from './schema-arbitraries';

/**
 * The numbers and instants of every route at the edges where columns end, one at a time, the rest
 * of the request of its shape: the fuzz sends each (no value a contract lets through may fail in
 * the database), and each contract must refuse those no column holds.
 */

export type Segment = { raw: string } | { text: string };
/** One request of the fuzz: path segments, query and body as they go on the wire. */
export interface Case {
  segments: Record<string, Segment>;
  query?: Record<string, string | string[]>;
  body?: { payload: string; contentType?: string };
}

/**
 * Text for a URL: a lone UTF-16 surrogate cannot be percent-encoded, so it becomes U+FFFD, as a
 * browser would send it (in bodies JSON escapes it, and it goes as it is).
 */
export const asText = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

/** What a route reads, decoded: its path parameters (a filter as the object it encodes), query, body. */
interface Input {
  params: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  body?: unknown;
}

/** A part of the input with the JSON Schema of the value the route reads there. */
interface Part {
  path: ['params', string] | ['querystring'] | ['body'];
  schema: JsonSchema;
  root: JsonSchema;
  /** A path parameter that carries a base64url JSON filter. */
  filter?: boolean;
}

function partsOf(route: RecordedRoute): Part[] {
  const parts: Part[] = [];
  const paramsIn = jsonSchemaOf(route.schema?.params, 'input');
  const paramsOut = jsonSchemaOf(route.schema?.params, 'output');
  for (const [name, input] of Object.entries(paramsIn?.properties ?? {})) {
    const output = paramsOut?.properties?.[name];
    // A string on the wire read as an object: a base64url JSON filter.
    const filter = input.type === 'string' && output?.type === 'object';
    const [schema, root] = filter && output && paramsOut ? [output, paramsOut] : [input, paramsIn ?? input];
    parts.push({ path: ['params', name], schema, root, filter });
  }
  for (const part of ['querystring', 'body'] as const) {
    const schema = jsonSchemaOf(route.schema?.[part], 'input');
    if (schema) parts.push({ path: [part], schema, root: schema });
  }
  return parts;
}

/** A complete value of every part (each field present, each array with an element), and its leaves. */
function baseOf(route: RecordedRoute, seed: number): { input: Input; leaves: Leaf[] } {
  const input: Input = { params: {} };
  const leaves: Leaf[] = [];
  for (const [index, part] of partsOf(route).entries()) {
    const arbitrary = shapedValue(part.schema, part.root, { complete: true, edges: false });
    const [value] = fc.sample(arbitrary, { numRuns: 1, seed: seed + index });
    if (part.path[0] === 'params') input.params[part.path[1]] = value;
    else if (part.path[0] === 'querystring') input.querystring = value as Record<string, unknown>;
    else input.body = value;
    for (const leaf of leavesOf(part.schema, value, part.root))
      leaves.push({ ...leaf, path: [...part.path, ...leaf.path] });
  }
  return { input, leaves };
}

const isFilter = (route: RecordedRoute, name: string) =>
  partsOf(route).some((p) => p.path[0] === 'params' && p.path[1] === name && p.filter);

/** The input as it goes on the wire. */
function caseOf(route: RecordedRoute, input: Input): Case {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const segments = Object.fromEntries(
    names.map((name): [string, Segment] => {
      const value = input.params[name] ?? 'x';
      return [name, { text: isFilter(route, name) ? encodeFilter(value) : asText(value) }];
    }),
  );
  const query =
    input.querystring &&
    Object.fromEntries(Object.entries(input.querystring).map(([k, v]) => [k, asText(v)]));
  return {
    segments,
    ...(query && { query }),
    ...(input.body !== undefined && { body: { payload: JSON.stringify(input.body) } }),
  };
}

/** Every number and instant of the route, one at a time, at each of its edges. */
export function edgeCases(route: RecordedRoute, seed: number): Case[] {
  const { input, leaves } = baseOf(route, seed);
  return leaves.flatMap((leaf) =>
    edgesOf(leaf).map((edge) => caseOf(route, replaceAt(input, leaf.path, edge) as Input)),
  );
}

/** The problems a route's contracts let through: each number or instant no column holds, where. */
export function unboundedValues(route: RecordedRoute, seed: number): string[] {
  const { input, leaves } = baseOf(route, seed);
  return leaves.flatMap((leaf) =>
    (leaf.kind === 'number' ? BEYOND_INTEGER : BEYOND_INSTANTS)
      .filter((edge) => !refusedAt(route, caseOf(route, replaceAt(input, leaf.path, edge) as Input), leaf))
      .map((edge) => `${leaf.path.join('.')} takes ${JSON.stringify(edge)}`),
  );
}

/** Whether the route's schema refuses the case with a problem at the leaf (as Fastify hands it the parts). */
function refusedAt(route: RecordedRoute, sent: Case, leaf: Leaf): boolean {
  const [part, ...inside] = leaf.path;
  const wire: Record<string, unknown> = {
    params: Object.fromEntries(
      Object.entries(sent.segments).map(([name, s]) => [name, 'text' in s ? s.text : s.raw]),
    ),
    querystring: sent.query,
    body: sent.body && JSON.parse(sent.body.payload),
  };
  const schema = route.schema?.[part as 'params' | 'querystring' | 'body'] as z.ZodType | undefined;
  const issues = schema?.safeParse(wire[part as string]).error?.issues ?? [];
  return issues.some((issue) => inside.every((key, i) => issue.path[i] === key));
}
