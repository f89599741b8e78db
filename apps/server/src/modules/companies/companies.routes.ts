import { getCompanyLocalLogin as contract } from '@sportello/contracts/auth/login.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import { getCompanyLocalLogin } from './companies.service';

export function companiesRoutes(app: FastifyInstance): void {
  registerRoute(app, contract, { tag: 'Company', access: 'public' }, ({ ctx, params }) =>
    getCompanyLocalLogin(ctx, params.vat),
  );
}
