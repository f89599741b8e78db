import type { Module } from '../../module-deps';
import { disclaimersRoutes } from './disclaimers.routes';

export const disclaimersModule: Module = {
  name: 'disclaimers',
  register: (app) => disclaimersRoutes(app),
};
