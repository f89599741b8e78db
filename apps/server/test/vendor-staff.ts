import { systemClock } from '../src/core/clock';
import { systemContext } from '../src/core/context';
import { hashPassword } from '../src/core/passwords';
import { assignBackofficeRoleOnJoin } from '../src/modules/access/access.service';
import { createUser, getUserByUserName } from '../src/modules/users/users.service';
import type { TestApp } from './test-app';
import { DEMO_PASSWORD } from './test-client';

/**
 * A vendor admin demoted to viewer: an admin account whose back-office role an admin changed to
 * `viewer` (decision 015). Not demo data: the tests that need one add it to their own database.
 */
export const DEMOTED_ADMIN = 'admin.retrocesso@sportello.demo';

export async function addDemotedAdmin(t: TestApp): Promise<{ userName: string; userId: string }> {
  const created = await addToVendorCompany(t, {
    userName: DEMOTED_ADMIN,
    email: DEMOTED_ADMIN,
    firstName: 'Adele',
    lastName: 'Retrocessa',
    role: 'admin',
  });
  await assignBackofficeRoleOnJoin(contextOf(t), created.userId, 'viewer');
  return created;
}

const contextOf = (t: TestApp) => systemContext({ tx: t.database.db, log: console, clock: systemClock });

/** An account of the vendor's company with the demo password, added beside the demo's. */
async function addToVendorCompany(
  t: TestApp,
  account: {
    userName: string;
    email: string;
    firstName: string;
    lastName: string;
    role: 'admin' | 'company_admin';
  },
): Promise<{ userName: string; userId: string }> {
  const ctx = contextOf(t);
  const admin = await getUserByUserName(ctx, 'admin@sportello.demo');
  if (!admin) throw new Error('the demo admin is missing');
  const created = await createUser(ctx, {
    ...account,
    companyId: admin.companyId,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  if (!created) throw new Error(`${account.userName} exists already`);
  return { userName: account.userName, userId: created.id };
}

/**
 * A customer account inside the vendor's own company, as one could be made before the vendor's
 * company stopped being a customer company (decision 056): registered with a user code an operator
 * gave the vendor, then made a company administrator. The tests check that it manages nobody.
 */
export const VENDOR_CUSTOMER = 'cliente.interno';

export function addVendorCustomer(t: TestApp): Promise<{ userName: string; userId: string }> {
  return addToVendorCompany(t, {
    userName: VENDOR_CUSTOMER,
    email: 'cliente.interno@sportello.demo',
    firstName: 'Carlo',
    lastName: 'Interno',
    role: 'company_admin',
  });
}
