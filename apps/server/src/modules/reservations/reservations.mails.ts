import { RESERVATIONS_TIME_ZONE } from '@sportello/contracts/reservations/reservations.values';
import { invitationFile, senderAddress } from '../../core/calendar-file';
import type { ServiceContext } from '../../core/context';
import { mailText } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import type { AppointmentView } from './reservations.repository';
import type { TestRequestRow } from './reservations.tables';

/** What the reservations take from the configuration. */
export interface ReservationsSettings {
  /** The portal's address, for the links in the mails and the calendar feeds. */
  publicUrl: string;
  /** The mails' sender: the calendar files' organizer when an operator has no address. */
  mailFrom: string;
}

/** What a mail about an appointment tells its customer (`mail.appointment.<notice>`). */
export type AppointmentNotice = 'confirmed' | 'changed' | 'cancelled' | 'reminder';

/** A time as the mails write it: in Italian time, in the reader's language. */
function mailWhen(at: Date, languageId: number): string {
  return new Intl.DateTimeFormat(languageId === 2 ? 'en-GB' : 'it-IT', {
    timeZone: RESERVATIONS_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
}

/** Where the customer manages the appointment. */
export const appointmentLink = (settings: ReservationsSettings, id: number) =>
  `${settings.publicUrl}/reservations?appointment=${id}`;

/**
 * Tells the appointment's customer it was booked, moved, cancelled, or is tomorrow, in the language
 * they booked in, with the calendar file, in the change's transaction (sent only if it is kept).
 */
export async function mailAppointment(
  ctx: ServiceContext,
  settings: ReservationsSettings,
  view: AppointmentView,
  notice: AppointmentNotice,
): Promise<void> {
  const { appointment: a, service } = view;
  const t = mailText(a.languageId);
  const place = [t(`mail.appointment.place.${service.place}`), service.placeDetail]
    .filter(Boolean)
    .join(' — ');
  const operator = view.operator ?? '';
  const lines = [t(`mail.appointment.${notice}`, { service: service.name })];
  if (a.status === 'cancelled' && a.cancelReason)
    lines.push(t('mail.appointment.reason', { reason: a.cancelReason }));
  const link = appointmentLink(settings, a.id);
  const mail = await renderServiceMail(
    ctx,
    'appointment',
    {
      PortalUrl: settings.publicUrl,
      'Recipient.Name': a.contactName,
      'Service.Name': service.name,
      Notice: lines.join('\n'),
      When: t('mail.appointment.when', { at: mailWhen(a.startsAt, a.languageId), operator }),
      Where: t('mail.appointment.where', { place }),
      Link: link,
    },
    a.languageId,
  );
  const calendar = invitationFile(
    {
      uid: a.uid,
      sequence: a.sequence,
      start: a.startsAt,
      end: a.endsAt,
      summary: service.name,
      description: a.notes,
      location: place,
      url: link,
      cancelled: a.status === 'cancelled',
      organizer: {
        name: operator || 'Sportello',
        email: view.operatorEmail ?? senderAddress(settings.mailFrom),
      },
      attendee: { name: a.contactName, email: a.email },
    },
    ctx.clock.now(),
  );
  await enqueueMail(ctx, 'appointment', { to: a.email, ...mail, calendar });
}

/** Tells a demonstration request's customer it was declined, with the vendor's reason. */
export async function mailDeclined(
  ctx: ServiceContext,
  settings: ReservationsSettings,
  request: TestRequestRow,
  product: string,
): Promise<void> {
  const t = mailText(request.languageId);
  const lines = [t('mail.appointment.declined', { service: product })];
  if (request.note) lines.push(t('mail.appointment.reason', { reason: request.note }));
  const mail = await renderServiceMail(
    ctx,
    'appointment',
    {
      PortalUrl: settings.publicUrl,
      'Recipient.Name': request.contactName,
      'Service.Name': product,
      Notice: lines.join('\n'),
      When: '',
      Where: '',
      Link: `${settings.publicUrl}/reservations`,
    },
    request.languageId,
  );
  await enqueueMail(ctx, 'appointment', { to: request.email, ...mail });
}
