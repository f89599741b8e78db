import { formatDate } from '@sportello/contracts/common/dates';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { mailBrand } from '../../core/mail-layout';
import { enqueueMail, type MailPurpose, recentMailCount } from '../../core/mail-outbox';
import type { CompanyWithParents } from '../companies/companies.service';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import type { InvitationWithInviter } from './invitations.repository';
import type { InvitationSettings } from './invitations.values';

/** At most this many invitation e-mails to one address in a quarter of an hour (resends included). */
const MAX_MAILS_PER_ADDRESS = 3;
const MAIL_WINDOW_SECONDS = 15 * 60;

/** An invitation's mail, counted per company: each company's invitations to an address are limited apart. */
const invitationMailPurpose = (companyId: number): MailPurpose => `invitation:${companyId}`;

/** Invitations of this company to one address are limited; other mail to it does not count. */
export async function refuseMailFlood(ctx: ServiceContext, email: string, company: CompanyWithParents) {
  const sent = await recentMailCount(ctx, {
    address: email,
    purposes: [invitationMailPurpose(company.id)],
    withinSeconds: MAIL_WINDOW_SECONDS,
  });
  if (sent >= MAX_MAILS_PER_ADDRESS) throw new AppError('ERROR_TOO_MANY_REQUESTS');
}

/**
 * Queues the invitation's e-mail with its link, as its template writes it (decision 062). Run inside
 * the transaction that issued the link's token (`within`): the mail leaves only if the invitation is
 * really there.
 */
export async function enqueueInvitationMail(
  ctx: ServiceContext,
  row: InvitationWithInviter,
  company: CompanyWithParents,
  token: string,
  settings: InvitationSettings,
): Promise<void> {
  const url = `${settings.publicUrl}/invitation/${encodeURIComponent(token)}/${encodeURIComponent(row.email)}?lg=${row.languageId}`;
  const mail = await renderServiceMail(
    ctx,
    'invitation',
    {
      PortalUrl: settings.publicUrl,
      'Company.Name': company.name,
      Inviter: row.inviterName ?? (await mailBrand(ctx)).productName,
      ExpiresAt: formatDate(row.expiresAt),
      'User.Email': row.email,
      Link: url,
    },
    row.languageId,
  );
  await enqueueMail(ctx, invitationMailPurpose(company.id), { to: row.email, ...mail });
}
