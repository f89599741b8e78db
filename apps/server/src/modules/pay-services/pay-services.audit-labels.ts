import { inArray, sql } from 'drizzle-orm';
import { type AuditLabelKind, snapshotText } from '../../core/module';
import { payServiceRequests, payServices, payServiceTypes } from './pay-services.tables';

const TYPE = /^type:([1-9]\d{0,8})$/;
const SERIAL = /^[1-9]\d{0,8}$/;

/** The numbers of the ids of one shape (`type:<n>`), or of the bare ones. */
const idsOf = (ids: string[], shape: RegExp | null) =>
  ids.flatMap((id) => {
    if (!shape) return SERIAL.test(id) ? [Number(id)] : [];
    const match = shape.exec(id);
    return match ? [Number(match[1])] : [];
  });

/** A paid service named by its name, a type (`type:<id>`) by its name (also where a snapshot names it). */
export const PAY_SERVICE_LABELS: AuditLabelKind = {
  kind: 'pay-service',
  resources: ['pay-services'],
  fields: ['ServiceId'],
  idShape: /^(?:type:)?[1-9]\d{0,8}$/,
  async lookup(tx, ids) {
    const serviceIds = idsOf(ids, null);
    const typeIds = idsOf(ids, TYPE);
    const services =
      serviceIds.length === 0
        ? []
        : await tx
            .select({ id: payServices.id, label: payServices.name })
            .from(payServices)
            .where(inArray(payServices.id, serviceIds));
    const types =
      typeIds.length === 0
        ? []
        : await tx
            .select({ id: payServiceTypes.id, label: payServiceTypes.name })
            .from(payServiceTypes)
            .where(inArray(payServiceTypes.id, typeIds));
    return [
      ...services.map((r): [string, string] => [String(r.id), r.label]),
      ...types.map((r): [string, string] => [`type:${r.id}`, r.label]),
    ];
  },
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};

/** A request, named by its company and service (the companies module owns the company's table). */
export const PAY_REQUEST_LABELS: AuditLabelKind = {
  kind: 'pay-request',
  resources: ['pay-requests'],
  idShape: SERIAL,
  async lookup(tx, ids) {
    const rows = await tx
      .select({
        id: payServiceRequests.id,
        // Columns by their full names: a one-table select writes them bare inside the subqueries.
        label: sql<string>`(select c.name from companies c where c.id = pay_service_requests.company_id) || ' — ' || (select s.name from pay_services s where s.id = pay_service_requests.service_id)`,
      })
      .from(payServiceRequests)
      .where(inArray(payServiceRequests.id, ids.map(Number)));
    return rows.map((r): [string, string] => [String(r.id), r.label]);
  },
};
