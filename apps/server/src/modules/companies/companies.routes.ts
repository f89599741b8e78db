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

  // The people of a company that just lost access (disabled, migrated) are signed out everywhere
  // now, not when their sessions end.
  const signOut = async (userIds: string[]) => {
    for (const userId of userIds) await app.sessionStore.destroyAllOfUser(userId);
  };

  registerRoute(app, saveCompany, options, async ({ ctx, body }) => {
    const { company, signedOutUserIds } = await registry.saveCompany(ctx, body);
    await signOut(signedOutUserIds);
    return company;
  });

  registerRoute(app, enableCompanies, options, async ({ ctx, body }) => {
    const { updated, signedOutUserIds } = await registry.enableCompanies(ctx, body.Ids, body.Enabled);
    await signOut(signedOutUserIds);
    return { Updated: updated };
  });

  registerRoute(app, migrateCompanies, options, async ({ ctx, body }) => {
    const { updated, signedOutUserIds } = await registry.migrateCompanies(ctx, body);
    await signOut(signedOutUserIds);
    return { Updated: updated };
  });

  registerRoute(app, rotateUserCode, options, ({ ctx, params }) => registry.rotateUserCode(ctx, params.Id));

  registerRoute(app, revealUserCode, options, ({ ctx, params }) => registry.revealUserCode(ctx, params.Id));

  registerRoute(app, exportCompanies, options, async ({ ctx, reply, params, query }) => {
    const file = await registry.exportCompanies(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'companies.csv', ...file });
  });
}
