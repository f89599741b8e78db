import { asc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { payServiceRequests, payServices } from './pay-services.tables';

/** The paid services the user asked for, with what they wrote and the answer. */
export const PAY_SERVICES_PART: PersonalDataPart = {
  file: 'paid-services',
  title: { it: 'Servizi a pagamento richiesti', en: 'Paid services requested' },
  async read(tx, userId) {
    const rows = await tx
      .select({ r: payServiceRequests, service: payServices.name })
      .from(payServiceRequests)
      .innerJoin(payServices, eq(payServices.id, payServiceRequests.serviceId))
      .where(eq(payServiceRequests.requestedBy, userId))
      .orderBy(asc(payServiceRequests.createdAt), asc(payServiceRequests.id));
    return rows.map(({ r, service }) => ({
      Service: service,
      RequesterName: r.requesterName,
      Quantity: r.quantity,
      Note: r.note,
      Status: r.status,
      Reason: r.reason,
      DecidedAt: r.decidedAt?.toISOString() ?? null,
      CreatedAt: r.createdAt.toISOString(),
    }));
  },
};
