import type { Module } from '../../module-deps';
import { knowledgeBaseRoutes } from './knowledge-base.routes';

export const knowledgeBaseModule: Module = {
  name: 'knowledge-base',
  register: (app) => knowledgeBaseRoutes(app),
};
