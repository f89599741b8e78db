import {
  assignTag,
  deleteTag,
  listTags,
  mergeTags,
  saveTag,
  tagOptions,
} from '@sportello/contracts/backoffice/tags.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as tags from './tags.service';

/** Tags on companies; who may do what is the service's check (tags.policy.ts). */
export function tagsRoutes(app: FastifyInstance): void {
  const options = { tag: 'Tags', access: ['operator', 'admin'] } as const;

  registerRoute(app, listTags, options, ({ ctx, params }) => tags.listTags(ctx, params.filter));

  registerRoute(app, tagOptions, options, ({ ctx }) => tags.tagOptions(ctx));

  registerRoute(app, saveTag, options, ({ ctx, body }) => tags.saveTag(ctx, body));

  registerRoute(app, mergeTags, options, ({ ctx, body }) =>
    tags.mergeTags(ctx, body.SourceId, body.TargetId),
  );

  registerRoute(app, deleteTag, options, ({ ctx, params }) => tags.deleteTag(ctx, params.Id));

  registerRoute(app, assignTag, options, ({ ctx, body }) => tags.assignTag(ctx, body));
}
