import type { ServiceContext } from '../../core/context';
import { mailTime } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { renderServiceMail } from '../mail-templates/mail-templates.service';
import { maskIban } from './iban.presenters';
import { findCompanyAdmins } from './iban.repository';
import type { IbanRow } from './iban.tables';

/** What the IBAN area takes from the configuration. */
export interface IbanSettings {
  /** The portal's address, for the mails' link. */
  publicUrl: string;
  /** The creditor the mandate names: SEPA_CREDITOR_NAME and SEPA_CREDITOR_ID. */
  creditorName: string;
  creditorId: string;
}

/** Where a company admin sees the IBAN (the web app's `paths.account.iban`). */
const ibanLink = (settings: IbanSettings) => `${settings.publicUrl}/account/iban`;

/**
 * Tells every administrator of the company, the signer too, that its IBAN for direct debit changed
 * — who did it, when, and the new IBAN masked — so that a change nobody expected is noticed. Each
 * in their own language, in the change's transaction (sent only if it is kept).
 */
export async function mailIbanChange(
  ctx: ServiceContext,
  settings: IbanSettings,
  row: IbanRow,
  companyName: string,
): Promise<void> {
  for (const admin of await findCompanyAdmins(ctx.tx, row.companyId)) {
    const mail = await renderServiceMail(
      ctx,
      'iban-change',
      {
        PortalUrl: settings.publicUrl,
        'Recipient.Name': `${admin.firstName} ${admin.lastName}`.trim(),
        'Company.Name': companyName,
        'Signer.Name': row.signerName,
        Iban: maskIban(row.iban),
        'Mandate.Reference': row.mandateReference,
        At: mailTime(row.acceptedAt),
        Link: ibanLink(settings),
      },
      admin.languageId,
    );
    await enqueueMail(ctx, 'iban-change', { to: admin.email, ...mail });
  }
}
