import { CUSTOMER_AREAS, type CustomerArea } from '@sportello/contracts/capabilities/capabilities.values';
import { AppError } from './app-error';
import type { CustomerActor, ServiceContext } from './context';

/**
 * Which customer areas a customer may use (decision 066): the back office's rules per company, plan,
 * product and role, resolved by modules/capabilities. A port of the service context, like the
 * settings (decision 058), so that the route gate (core/route.ts) and any service ask it without
 * importing the module; each process reads the rules again within a second of a change.
 */
export interface CapabilitiesPort {
  /** The areas granted to the customer of `ctx` now. */
  grantedTo(ctx: ServiceContext<CustomerActor>): Promise<ReadonlySet<CustomerArea>>;
  /** The rules changed: this process reads them again at the next call. */
  changed(): void;
}

const EVERY_AREA: ReadonlySet<CustomerArea> = new Set(CUSTOMER_AREAS);

/**
 * No rules: every area granted, as before capabilities existed. What a context built by hand (a job,
 * a seed, a test) gets unless given the application's port; such work acts for nobody's menu.
 */
export const EVERY_CAPABILITY: CapabilitiesPort = {
  grantedTo: async () => EVERY_AREA,
  changed: () => {},
};

/**
 * ERROR_CAPABILITY_DENIED (403) when the customer of `ctx` may not use `area`. Anyone else (the
 * vendor's staff, who work every area for the customers) goes on: rules are about customers.
 */
export async function refuseUngrantedArea(ctx: ServiceContext, area: CustomerArea): Promise<void> {
  if (ctx.actor.kind !== 'customer') return;
  const granted = await ctx.capabilities.grantedTo(ctx as ServiceContext<CustomerActor>);
  if (!granted.has(area)) throw new AppError('ERROR_CAPABILITY_DENIED');
}
