import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AuditLabelKind, labelsBySerialId } from '../../core/module';
import { appointments, reservationServices, testAppointmentRequests } from './reservations.tables';

/** A service, named in the log by its name (also where a snapshot names it, `ServiceId`). */
export const SERVICE_LABELS: AuditLabelKind = {
  kind: 'reservation-service',
  resources: ['reservation-services'],
  fields: ['ServiceId'],
  idShape: /^[1-9]\d{0,8}$/,
  lookup: labelsBySerialId(reservationServices, reservationServices.id, reservationServices.name),
};

/** The company's name, read by id (the companies module owns the table). */
const companyName = (id: AnyPgColumn) => sql<string>`(select c.name from companies c where c.id = ${id})`;

const REQUEST = /^request:([1-9]\d{0,8})$/;

/**
 * An appointment, named by its service, company and time; a demonstration request
 * (`request:<id>`) by its company and product.
 */
export const APPOINTMENT_LABELS: AuditLabelKind = {
  kind: 'appointment',
  resources: ['reservations'],
  idShape: /^(?:request:)?[1-9]\d{0,8}$/,
  async lookup(tx, ids) {
    const appointmentIds = ids.filter((id) => !REQUEST.test(id)).map(Number);
    const requestIds = ids.flatMap((id) => {
      const match = REQUEST.exec(id);
      return match ? [Number(match[1])] : [];
    });
    const booked =
      appointmentIds.length === 0
        ? []
        : await tx
            .select({
              id: appointments.id,
              label: sql<string>`${reservationServices.name} || ' — ' || ${companyName(appointments.companyId)} || ' — ' || to_char(${appointments.startsAt} at time zone 'Europe/Rome', 'DD/MM/YYYY HH24:MI')`,
            })
            .from(appointments)
            .innerJoin(reservationServices, eq(reservationServices.id, appointments.serviceId))
            .where(inArray(appointments.id, appointmentIds));
    const requests =
      requestIds.length === 0
        ? []
        : await tx
            .select({
              id: testAppointmentRequests.id,
              label: sql<string>`${companyName(testAppointmentRequests.companyId)} || ' — demo ' || ${testAppointmentRequests.product}`,
            })
            .from(testAppointmentRequests)
            .where(inArray(testAppointmentRequests.id, requestIds));
    return [
      ...booked.map((r): [string, string] => [String(r.id), r.label]),
      ...requests.map((r): [string, string] => [`request:${r.id}`, r.label]),
    ];
  },
};
