import type { Invitation, InvitationUserData } from '@sportello/contracts/companies/invitations.contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, loginResultOf, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { InvitationWizard } from './invitation-wizard';

const LINK = { token: 'tok', email: 'chiara@example.it' };
const INVITATION: Invitation = {
  Email: 'chiara@example.it',
  UserName: null,
  Company: {
    Name: 'Rossi Impianti S.r.l.',
    VatCode: '09876543217',
    FiscalCode: '09876543217',
    Code: '',
    AccessLocal: true,
    CompanyType: 1,
  },
  Role: { Id: 1 },
  RoleTs: null,
  CanModifyExcludedProducts: false,
  CanModifyTopics: false,
  ExcludedProducts: [],
  Topics: [],
  InvitedBy: 'Mario Rossi',
  IsExpired: false,
  Completed: false,
  Existing: true,
  UserId: 'u-42',
};
const USER: InvitationUserData = {
  Enabled: true,
  FiscalCode: '',
  Sex: '',
  PhoneNumber: '',
  MobilePhone: '',
  Availability: { From: { TimeValue: 0 }, To: { TimeValue: 0 } },
};
const TERMS = {
  Id: 7,
  Code: 'TERMS',
  Kind: 'terms',
  Mandatory: true,
  Version: 2,
  Title: 'Condizioni del servizio',
  Text: 'Testo.',
};
const ACCEPT = `POST /api/Company/users/invitation/complete/${LINK.token}/${encodeURIComponent(LINK.email)}`;

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

// Whole wizards with Mantine render slowly on a busy machine.
describe('InvitationWizard, an existing account', { timeout: 20_000 }, () => {
  it('checks each step on Avanti, focusing the first field in error; the server’s refusal goes back to its step', async () => {
    const api = stubApi({
      'POST /api/Auth/getuseremptydisclaimers': json(200, [TERMS]),
      [ACCEPT]: [
        apiError(409, 419, 'ERROR_REGISTER_USER_EXISTS', 'Nome utente già in uso.'),
        json(
          200,
          loginResultOf({
            UserName: 'chiara.rossi',
            Company: {
              VatCode: INVITATION.Company.VatCode,
              Name: INVITATION.Company.Name,
              CompanyParents: [],
            },
          }),
        ),
      ],
    });
    const onAccepted = vi.fn();
    const { user } = renderWithProviders(
      <InvitationWizard
        link={LINK}
        invitation={INVITATION}
        user={USER}
        existing
        viaProvider={false}
        prefill={{}}
        languageId={1}
        onAccepted={onAccepted}
        onEmailMismatch={vi.fn()}
      />,
    );
    const next = () => user.click(screen.getByRole('button', { name: /^(Avanti|Accetta l'invito)$/ }));
    const userName = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Nome utente per/ });

    await next();
    await next();
    // The user step: the new user name is required and must be valid.
    await next();
    expect(fieldErrorOf(/^Nome utente per/)).toBe('Campo obbligatorio.');
    await fill(user, userName(), 'chiara rossi');
    await next();
    expect(fieldErrorOf(/^Nome utente per/)).toMatch(/^Nome utente non valido/);
    expect(document.activeElement).toBe(userName());
    await user.clear(userName());
    await fill(user, userName(), 'chiara.rossi');
    expect(fieldErrorOf(/^Nome utente per/)).toBeUndefined();
    await next();

    // The privacy step: the acknowledgement and the company type's disclaimer.
    await next();
    expect(fieldErrorOf(/^Ho letto/)).toBe("Devi prendere visione dell'informativa sulla privacy.");
    expect(fieldErrorOf(/^Accetto: Condizioni/)).toBe('Devi accettare tutte le condizioni richieste.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ho letto/));
    await user.click(screen.getByLabelText(/^Ho letto/));
    await next();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Accetto: Condizioni/));
    await user.click(screen.getByLabelText(/^Accetto: Condizioni/));
    expect(fieldErrorOf(/^Accetto: Condizioni/)).toBeUndefined();
    expect(api.callsTo(ACCEPT)).toHaveLength(0);

    // The user name is taken: back to the user step, on that field.
    await next();
    await waitFor(() => expect(document.activeElement).toBe(userName()));
    expect(fieldErrorOf(/^Nome utente per/)).toBe('Nome utente già in uso.');
    expect(api.callsTo(ACCEPT)[0]?.body).toEqual({
      UserName: 'chiara.rossi',
      Language: { Id: 1 },
      Privacy: { PrivacyAck: true },
      Disclaimers: [{ Id: 7, Version: 2, Accepted: true }],
    });
    await fill(user, userName(), '2');
    await next();
    await next();
    await waitFor(() => expect(onAccepted).toHaveBeenCalledOnce());
    expect(api.callsTo(ACCEPT)[1]?.body).toMatchObject({ UserName: 'chiara.rossi2' });
  });
});
