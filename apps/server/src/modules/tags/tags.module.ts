import { TAGS_ACCESS } from '@sportello/contracts/backoffice/tags.values';
import type { Module } from '../../module-deps';
import { TAG_LABELS } from './tags.audit-labels';
import { tagsRoutes } from './tags.routes';

export const tagsModule: Module = {
  name: 'tags',
  access: [TAGS_ACCESS],
  auditLabels: [TAG_LABELS],
  register: (app) => tagsRoutes(app),
};
