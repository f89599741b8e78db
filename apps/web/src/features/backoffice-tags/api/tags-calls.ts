import type {
  deleteTag,
  listTags,
  mergeTags,
  saveTag,
  TagFilter,
  TagInput,
} from '@sportello/contracts/backoffice/tags.contract';
import { TAGS_ROUTES } from '@sportello/contracts/backoffice/tags.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const tagsQuery = (filter: TagFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'tags', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listTags>(TAGS_ROUTES.listTags, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const saveTagCall = (body: TagInput) => apiRequest<typeof saveTag>(TAGS_ROUTES.saveTag, { body });

export const mergeTagsCall = (sourceId: number, targetId: number) =>
  apiRequest<typeof mergeTags>(TAGS_ROUTES.mergeTags, { body: { SourceId: sourceId, TargetId: targetId } });

export const deleteTagCall = (id: number) =>
  apiRequest<typeof deleteTag>(TAGS_ROUTES.deleteTag, { params: { Id: id } });
