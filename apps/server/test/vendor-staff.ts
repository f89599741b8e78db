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
  const ctx = systemContext({ tx: t.database.db, log: console, clock: systemClock });
  const admin = await getUserByUserName(ctx, 'admin@sportello.demo');
  if (!admin) throw new Error('the demo admin is missing');
  const created = await createUser(ctx, {
    userName: DEMOTED_ADMIN,
    email: DEMOTED_ADMIN,
    firstName: 'Adele',
    lastName: 'Retrocessa',
    companyId: admin.companyId,
    role: 'admin',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  if (!created) throw new Error(`${DEMOTED_ADMIN} exists already`);
  await assignBackofficeRoleOnJoin(ctx, created.id, 'viewer');
  return { userName: DEMOTED_ADMIN, userId: created.id };
}

/**
 * A customer account inside the vendor's own company, as one could be made before the vendor's
 * company stopped being a customer company (decision 056): registered with a user code an operator
 * gave the vendor, then made a company administrator. The tests check that it manages nobody.
 */
export const VENDOR_CUSTOMER = 'cliente.interno';

export async function addVendorCustomer(t: TestApp): Promise<{ userName: string; userId: string }> {
  const ctx = systemContext({ tx: t.database.db, log: console, clock: systemClock });
  const admin = await getUserByUserName(ctx, 'admin@sportello.demo');
  if (!admin) throw new Error('the demo admin is missing');
  const created = await createUser(ctx, {
    userName: VENDOR_CUSTOMER,
    email: 'cliente.interno@sportello.demo',
    firstName: 'Carlo',
    lastName: 'Interno',
    companyId: admin.companyId,
    role: 'company_admin',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  if (!created) throw new Error(`${VENDOR_CUSTOMER} exists already`);
  return { userName: VENDOR_CUSTOMER, userId: created.id };
}
