import type { ServiceContext } from '../../core/context';
import { mailText } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import type { RequestView } from './pay-services.repository';

/** What the paid services take from the configuration. */
export interface PayServicesSettings {
  /** The portal's address, for the mails' link. */
  publicUrl: string;
}

/** A day as the mails write it: DD/MM/YYYY. */
const mailDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Tells whoever asked what became of their request, in their language, with the vendor's reason
 * and, for a support plan, until when the subscription now runs; in the decision's transaction (the
 * mail goes only if the decision is kept). A requester whose account is gone is told nothing.
 */
export async function mailDecision(
  ctx: ServiceContext,
  settings: PayServicesSettings,
  view: RequestView,
): Promise<void> {
  const { requester, request, service, subscription } = view;
  if (!requester || request.status === 'pending') return;
  const t = mailText(requester.languageId);
  const lines = [t(`mail.payRequest.${request.status}`, { service: service.name })];
  if (request.reason)
    lines.push(
      request.status === 'rejected'
        ? t('mail.payRequest.reason', { reason: request.reason })
        : t('mail.payRequest.note', { note: request.reason }),
    );
  if (request.status === 'approved' && subscription)
    lines.push(
      t('mail.payRequest.subscription', { plan: subscription.planName, date: mailDay(subscription.endsOn) }),
    );
  const mail = await renderServiceMail(
    ctx,
    'pay-request',
    {
      PortalUrl: settings.publicUrl,
      'Recipient.Name': requester.name,
      'Service.Name': service.name,
      Notice: lines.join('\n'),
      Link: `${settings.publicUrl}/pay-services`,
    },
    requester.languageId,
  );
  await enqueueMail(ctx, 'pay-request', { to: requester.email, ...mail });
}
