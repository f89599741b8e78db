import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json)
 * when `serve` is true; otherwise the document is still built (app.swagger()) but not published.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; serve: boolean },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sportello API',
        description:
          'Customer portal API. Every call accepts `state=true`; state-changing calls need the `X-CSRF-Token` header from GET /api/Auth/antiforgery. Errors answer `{ ErrorCode, ErrorMessage, Message }`.',
        version: '0.1.0',
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (options.serve) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
