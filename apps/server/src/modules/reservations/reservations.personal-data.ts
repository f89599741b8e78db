import { asc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { appointments, reservationServices, testAppointmentRequests } from './reservations.tables';

/** The user's appointments and demonstration requests, with what they wrote in them. */
export const RESERVATIONS_PART: PersonalDataPart = {
  file: 'appointments',
  title: { it: 'Appuntamenti', en: 'Appointments' },
  async read(tx, userId) {
    const booked = await tx
      .select({ a: appointments, service: reservationServices.name })
      .from(appointments)
      .innerJoin(reservationServices, eq(reservationServices.id, appointments.serviceId))
      .where(eq(appointments.userId, userId))
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
    const requests = await tx
      .select()
      .from(testAppointmentRequests)
      .where(eq(testAppointmentRequests.userId, userId))
      .orderBy(asc(testAppointmentRequests.createdAt), asc(testAppointmentRequests.id));
    return [
      ...booked.map(({ a, service }) => ({
        Service: service,
        Start: a.startsAt.toISOString(),
        End: a.endsAt.toISOString(),
        Status: a.status,
        ContactName: a.contactName,
        Email: a.email,
        Notes: a.notes,
        CreatedAt: a.createdAt.toISOString(),
      })),
      ...requests.map((r) => ({
        DemoOf: r.product,
        PreferredDate: r.preferredDate,
        PreferredTime: r.preferredTime,
        Phone: r.phone,
        Notes: r.notes,
        Status: r.status,
        CreatedAt: r.createdAt.toISOString(),
      })),
    ];
  },
};
