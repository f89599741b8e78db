import type { z } from 'zod';

/**
 * One call of the wire contract: method, path (Fastify syntax, `:param`), and the schemas of its
 * parts. The server registers the route from it; the web client builds its request from it, so the
 * two sides cannot drift apart.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
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
