import type { Module } from '../../module-deps';
import { newsRoutes } from './news.routes';

export const newsModule: Module = {
  name: 'news',
  register: (app) => newsRoutes(app),
};
