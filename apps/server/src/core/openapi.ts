import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PARTNER_TOKEN_PATH, type PartnerScope } from '@sportello/contracts/partners/partners.values';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI security scheme of the partners' calls. */
export const PARTNER_SECURITY_SCHEME = 'partnerOAuth';

const PARTNER_SCOPE_DESCRIPTIONS: Record<PartnerScope, string> = {
  'users.read': 'Look up the portal users linked to your users',
  'users.link': 'Link a portal user, who confirms with a code mailed to them',
  'disclaimers.read': 'Read the disclaimers to show before linking',
};

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
      components: {
        securitySchemes: {
          // Partner applications' calls (decision 080); the routes name the scope each needs.
          [PARTNER_SECURITY_SCHEME]: {
            type: 'oauth2',
            description:
              'OAuth 2.0 client credentials of a partner application registered in the back office.',
            flows: {
              clientCredentials: {
                tokenUrl: `${options.publicUrl}${PARTNER_TOKEN_PATH}`,
                scopes: PARTNER_SCOPE_DESCRIPTIONS,
              },
            },
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (options.serve) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
