import type { z } from 'zod';

/**
 * Where one call lives: method and path (Fastify syntax, `:param`). Each contract module's sibling
 * `*.routes.ts` holds them as plain data, which its contract spreads into the routes: the web app
 * builds its requests from these without loading the contract's zod schemas (decision 022).
 */
export interface RouteDescriptor {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

/**
 * One call of the wire contract: where it lives and the schemas of its parts. The server registers
 * the route from it, validating input and output; the web client takes its types from it, so the
 * two sides cannot drift apart.
 */
export interface RouteContract extends RouteDescriptor {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const defineRoute = <const R extends RouteContract>(route: R): R => route;

/** Fills `:name` placeholders of a route path; values are URI-encoded. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
