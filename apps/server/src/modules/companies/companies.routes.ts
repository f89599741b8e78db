import { getCompanyLocalLogin as contract } from '@sportello/contracts/auth/login.contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import { getCompanyLocalLogin } from './companies.service';

export function companiesRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  registerRoute(app, contract, { tag: 'Company', access: 'public' }, ({ params }) =>
    getCompanyLocalLogin({ tx: database.db }, params.vat),
  );
}
