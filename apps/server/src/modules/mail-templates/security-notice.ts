import type { ServiceContext } from '../../core/context';
import { mailTime } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { renderServiceMail } from './mail-templates.service';

/** Who a security notice goes to: their names for the greeting, their language for the text. */
export interface NoticeRecipient {
  email: string;
  firstName: string;
  lastName: string;
  userName: string;
  languageId: number;
}

/**
 * Tells a user of something that concerns their account's security (the `security-notice` template,
 * in their language, dated now in Italy's time): a second factor used or reset (decision 078), a
 * partner application asking to link or linked (decision 080). `notice` is the sentence, already in
 * the user's language; `link` the page where they can act on it.
 */
export async function mailSecurityNotice(
  ctx: ServiceContext,
  user: NoticeRecipient,
  notice: { text: string; link: string },
  publicUrl: string,
): Promise<void> {
  const mail = await renderServiceMail(
    ctx,
    'security-notice',
    {
      PortalUrl: publicUrl,
      'User.FirstName': user.firstName,
      'User.LastName': user.lastName,
      'User.UserName': user.userName,
      'User.Email': user.email,
      Notice: notice.text,
      At: mailTime(ctx.clock.now()),
      Link: notice.link,
    },
    user.languageId,
  );
  await enqueueMail(ctx, 'security-notice', { to: user.email, ...mail });
}
