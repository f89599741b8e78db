import type { RouteContract } from '@sportello/contracts/common/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteRequest<R extends RouteContract> {
  params: Input<R['params']>;
  query: Input<R['querystring']>;
  body: Input<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteOptions = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler'> & {
  /** OpenAPI tag: the area of the portal the call belongs to. */
  tag: string;
};

/**
 * Registers one call of the wire contract: the contract's schemas validate the input, shape the
 * output and document the route in OpenAPI, so the three cannot disagree. The handler receives
 * parsed input and returns the response body.
 */
export function registerRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  options: RouteOptions,
  /** Returns the response body, or the reply itself when it has answered otherwise (a redirect). */
  handler: (
    input: RouteRequest<R>,
  ) => Promise<z.input<R['response']> | FastifyReply> | z.input<R['response']>,
): void {
  const { tag, ...rest } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...rest,
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [tag],
      ...(contract.params && { params: contract.params }),
      ...(contract.querystring && { querystring: contract.querystring }),
      ...(contract.body && { body: contract.body }),
      response: { 200: contract.response },
    },
    handler: async (request, reply) =>
      handler({
        params: request.params as Input<R['params']>,
        query: request.query as Input<R['querystring']>,
        body: request.body as Input<R['body']>,
        request,
        reply,
      }),
  });
}
