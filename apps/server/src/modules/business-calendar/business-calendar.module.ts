import { CALENDAR_ACCESS } from '@sportello/contracts/backoffice/business-calendar.values';
import type { Module } from '../../module-deps';
import { businessCalendarRoutes } from './business-calendar.routes';

export const businessCalendarModule: Module = {
  name: 'business-calendar',
  access: [CALENDAR_ACCESS],
  register: (app) => businessCalendarRoutes(app),
};
