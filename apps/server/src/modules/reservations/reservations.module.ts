import {
  RESERVATION_SERVICES_ACCESS,
  RESERVATIONS_ACCESS,
} from '@sportello/contracts/backoffice/reservations.values';
import { registerPeriodicJob } from '../../core/periodic-job';
import type { Module } from '../../module-deps';
import { registerTagUser } from '../tags/tag-users';
import { APPOINTMENT_LABELS, SERVICE_LABELS } from './reservations.audit-labels';
import { RESERVATIONS_PART } from './reservations.personal-data';
import { reservationsRoutes } from './reservations.routes';
import { countServicesNamingTag, replaceTagInServices } from './reservations-catalogue.service';
import { sendReminders } from './reservations-feed.service';

/** How often the reminder job looks for tomorrow's appointments. */
const REMINDER_EVERY_MS = 5 * 60_000;

export const reservationsModule: Module = {
  name: 'reservations',
  access: [RESERVATION_SERVICES_ACCESS, RESERVATIONS_ACCESS],
  auditLabels: [SERVICE_LABELS, APPOINTMENT_LABELS],
  personalData: [RESERVATIONS_PART],
  register(app, deps) {
    const settings = { publicUrl: deps.config.publicUrl, mailFrom: deps.config.mail.from };
    // A service's eligibility names tags: one in use is not deleted, and a merge moves it.
    registerTagUser('reservations', { count: countServicesNamingTag, replace: replaceTagInServices });
    reservationsRoutes(app, settings);
    registerPeriodicJob(app, deps, {
      what: 'appointment reminders',
      everyMs: REMINDER_EVERY_MS,
      run: (ctx) => sendReminders(ctx, settings),
    });
  },
};
