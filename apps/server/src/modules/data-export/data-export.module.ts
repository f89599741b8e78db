import { registerHourlySweep } from '../../core/hourly-sweep';
import type { Module } from '../../module-deps';
import { dataExportRoutes } from './data-export.routes';
import { sweepExpiredExports } from './data-export.service';

/**
 * The user's export of their own data (decision 065). It reads no other module's tables: each module
 * declares its part of a user's data in its manifest (`personalData`), and app.ts hands them here.
 */
export const dataExportModule: Module = {
  name: 'data-export',
  register: (app, deps) => {
    dataExportRoutes(app, { parts: deps.personalData, publicUrl: deps.config.publicUrl });
    registerHourlySweep(app, deps.database, 'expired data exports', sweepExpiredExports);
  },
};
