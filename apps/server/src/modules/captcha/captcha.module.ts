import type { Module } from '../../module-deps';
import { captchaRoutes } from './captcha.routes';

export const captchaModule: Module = {
  name: 'captcha',
  register: (app, deps) => captchaRoutes(app, deps),
};
