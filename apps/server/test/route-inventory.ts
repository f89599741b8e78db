import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/**
 * Fastify's own route table, as the router holds it: every route any plugin registered, hidden
 * from the OpenAPI document or not (the knowledge-base pages, /metrics, the development mailbox,
 * the OpenAPI viewer, the web app's files). The route matrices compare it with their tables, so
 * that a route nobody listed fails them.
 *
 * Fastify has no public list of its routes, only the `onRoute` hook, which must be in place before
 * the first route: a test file wraps Fastify's factory with
 *   vi.mock('fastify', async (original) => withRouteRecorder(await original()));
 */
export interface RecordedRoute {
  method: string;
  /** As registered (`/api/Support/Tickets/:id`). */
  url: string;
  schema: FastifySchema | undefined;
  /** Left out of the OpenAPI document. */
  hidden: boolean;
  /** `config.csrf === false`: a state-changing route that carries its own proof. */
  csrfExempt: boolean;
  bodyLimit: number | undefined;
}

const recorded = new WeakMap<FastifyInstance, RecordedRoute[]>();

type FastifyModule = { default: (...args: never[]) => FastifyInstance };

export function withRouteRecorder<M extends FastifyModule>(module: M): M {
  const factory = module.default;
  const recording = (...args: never[]) => {
    const app = factory(...args);
    const routes: RecordedRoute[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          schema,
          hidden: schema?.hide === true,
          csrfExempt: route.config?.csrf === false,
          bodyLimit: route.bodyLimit,
        });
      }
    });
    return app;
  };
  return { ...module, default: recording };
}

/** Every route of the app, HEAD twins of GET routes included. */
export function fastifyRoutes(app: FastifyInstance): RecordedRoute[] {
  const routes = recorded.get(app);
  if (!routes)
    throw new Error("No route record: the test file must vi.mock('fastify') with withRouteRecorder");
  return routes;
}
