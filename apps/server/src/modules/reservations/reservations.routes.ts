import * as desk from '@sportello/contracts/backoffice/reservations.contract';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import * as app_ from '@sportello/contracts/reservations/reservations.contract';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../core/file-reply';
import { registerRoute } from '../../core/route';
import type { ReservationsSettings } from './reservations.mails';
import * as reservations from './reservations.service';
import * as catalogue from './reservations-catalogue.service';
import * as deskService from './reservations-desk.service';
import * as feeds from './reservations-feed.service';

/**
 * The reservations' calls: a customer's (behind the `reservations` area of the customer
 * capabilities), the back office's, and an operator's calendar feed (public: its address is the
 * secret). Who may do what is the services' check (reservations.policy.ts).
 */
export function reservationsRoutes(app: FastifyInstance, settings: ReservationsSettings): void {
  const customer = { tag: 'Reservations', access: 'signed-in', area: 'reservations' } as const;

  registerRoute(app, app_.listBookableServices, customer, ({ ctx }) =>
    reservations.listBookableServices(ctx),
  );
  registerRoute(app, app_.listFreeSlots, customer, ({ ctx, params, query }) =>
    reservations.listFreeSlots(ctx, params.ServiceId, query),
  );
  registerRoute(app, app_.bookAppointment, customer, ({ ctx, body }) =>
    reservations.bookAppointment(ctx, body, settings),
  );
  registerRoute(app, app_.listMyAppointments, customer, ({ ctx }) => reservations.listMyAppointments(ctx));
  registerRoute(app, app_.rescheduleMyAppointment, customer, ({ ctx, params, body }) =>
    reservations.rescheduleMyAppointment(ctx, params.Id, body, settings),
  );
  registerRoute(app, app_.cancelMyAppointment, customer, ({ ctx, params }) =>
    reservations.cancelMyAppointment(ctx, params.Id, settings),
  );
  registerRoute(app, app_.requestTestAppointment, customer, ({ ctx, body }) =>
    reservations.requestTestAppointment(ctx, body),
  );
  registerRoute(app, app_.listMyTestRequests, customer, ({ ctx }) => reservations.listMyTestRequests(ctx));

  const backoffice = { tag: 'Reservations', access: ['operator', 'admin'] } as const;

  registerRoute(app, desk.listServices, backoffice, ({ ctx, params }) =>
    catalogue.listServices(ctx, params.filter),
  );
  registerRoute(app, desk.getService, backoffice, ({ ctx, params }) => catalogue.getService(ctx, params.Id));
  registerRoute(app, desk.saveService, backoffice, ({ ctx, body }) => catalogue.saveService(ctx, body));
  registerRoute(app, desk.deleteService, backoffice, ({ ctx, params }) =>
    catalogue.deleteService(ctx, params.Id),
  );
  registerRoute(app, desk.listReservationOperators, backoffice, ({ ctx }) =>
    catalogue.listReservationOperators(ctx),
  );

  registerRoute(app, desk.listAppointments, backoffice, ({ ctx, params }) =>
    deskService.listAppointments(ctx, params.filter),
  );
  registerRoute(app, desk.exportAppointments, backoffice, async ({ ctx, reply, params, query }) => {
    const file = await deskService.exportAppointments(ctx, params.filter, query.Encoding as FileEncoding);
    return sendFile(reply, { name: 'appointments.csv', ...file });
  });
  registerRoute(app, desk.getAppointment, backoffice, ({ ctx, params }) =>
    deskService.getAppointment(ctx, params.Id),
  );
  registerRoute(app, desk.createAppointment, backoffice, ({ ctx, body }) =>
    deskService.createAppointment(ctx, body, settings),
  );
  registerRoute(app, desk.rescheduleAppointment, backoffice, ({ ctx, params, body }) =>
    deskService.rescheduleAppointment(ctx, params.Id, body, settings),
  );
  registerRoute(app, desk.cancelAppointment, backoffice, ({ ctx, params, body }) =>
    deskService.cancelAppointment(ctx, params.Id, body.Reason, settings),
  );
  registerRoute(app, desk.bulkCancelAppointments, backoffice, ({ ctx, body }) =>
    deskService.bulkCancelAppointments(ctx, body, settings),
  );
  registerRoute(app, desk.listOperatorSlots, backoffice, ({ ctx, params }) =>
    deskService.listOperatorSlots(ctx, params.filter),
  );
  registerRoute(app, desk.getCalendar, backoffice, ({ ctx, params }) =>
    deskService.getCalendar(ctx, params.filter),
  );
  registerRoute(app, desk.saveAbsence, backoffice, ({ ctx, body }) => deskService.saveAbsence(ctx, body));
  registerRoute(app, desk.deleteAbsence, backoffice, ({ ctx, params }) =>
    deskService.deleteAbsence(ctx, params.Id),
  );
  registerRoute(app, desk.listTestRequests, backoffice, ({ ctx, params }) =>
    deskService.listTestRequests(ctx, params.filter),
  );
  registerRoute(app, desk.confirmTestRequest, backoffice, ({ ctx, params, body }) =>
    deskService.confirmTestRequest(ctx, params.Id, body, settings),
  );
  registerRoute(app, desk.declineTestRequest, backoffice, ({ ctx, params, body }) =>
    deskService.declineTestRequest(ctx, params.Id, body.Reason, settings),
  );

  registerRoute(app, desk.getMyCalendarFeed, backoffice, ({ ctx }) => feeds.getMyCalendarFeed(ctx));
  registerRoute(app, desk.renewMyCalendarFeed, backoffice, ({ ctx }) =>
    feeds.renewMyCalendarFeed(ctx, settings),
  );
  registerRoute(app, desk.revokeMyCalendarFeed, backoffice, ({ ctx }) => feeds.revokeMyCalendarFeed(ctx));

  // Public: a calendar program fetches it without a session; the token in the address is the key.
  registerRoute(
    app,
    desk.calendarFeed,
    { tag: 'Reservations', access: 'public' },
    async ({ ctx, params, reply }) => {
      const file = await feeds.calendarFeed(ctx, params.Token, settings);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(file);
    },
  );
}
