import { getCompanyLocalLogin as contract } from '@sportello/contracts/auth/login.contract';
import {
  enableCompanies,
  exportCompanies,
  getCompany,
  listCompanies,
  migrateCompanies,
  revealUserCode,
  rotateUserCode,
  saveCompany,
} from '@sportello/contracts/backoffice/companies.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import { getCompanyLocalLogin } from './companies.service';
import * as registry from './companies-registry.service';

export function companiesRoutes(app: FastifyInstance): void {
  registerRoute(app, contract, { tag: 'Company', access: 'public' }, ({ ctx, params }) =>
    getCompanyLocalLogin(ctx, params.vat),
  );
  registryRoutes(app);
}

/** The back office's customer registry; who may do what is the service's check (companies.policy.ts). */
function registryRoutes(app: FastifyInstance) {
  const options = { tag: 'Companies', access: ['operator', 'admin'] } as const;

  registerRoute(app, listCompanies, options, ({ ctx, params }) => registry.listCompanies(ctx, params.filter));

  registerRoute(app, getCompany, options, ({ ctx, params }) => registry.getCompany(ctx, params.Id));

  registerRoute(app, saveCompany, options, ({ ctx, body }) => registry.saveCompany(ctx, body));

  registerRoute(app, enableCompanies, options, async ({ ctx, body }) => ({
    Updated: (await registry.enableCompanies(ctx, body.Ids, body.Enabled)).updated,
  }));

  registerRoute(app, migrateCompanies, options, async ({ ctx, body }) => ({
    Updated: (await registry.migrateCompanies(ctx, body)).updated,
  }));

  registerRoute(app, rotateUserCode, options, ({ ctx, params }) => registry.rotateUserCode(ctx, params.Id));

  registerRoute(app, revealUserCode, options, ({ ctx, params }) => registry.revealUserCode(ctx, params.Id));

  registerRoute(app, exportCompanies, options, async ({ ctx, reply, params, query }) => {
    const file = await registry.exportCompanies(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'companies.csv', ...file });
  });
}
