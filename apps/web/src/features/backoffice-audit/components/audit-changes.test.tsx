import type { AuditEntry } from '@sportello/contracts/backoffice/audit.contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AuditChanges } from './audit-changes';

const OLGA = '6f1c2a3e-0000-4000-8000-000000000001';

const assignment: AuditEntry = {
  Id: 1,
  At: '2026-03-02T09:30:00.000Z',
  Actor: 'operatore@sportello.demo',
  Resource: 'tickets',
  ObjectId: '6f1c2a3e-0000-4000-8000-0000000000aa',
  Action: 'update',
  Before: { TicketCode: 'SR-000042', Subject: 'Stampa', State: 'open', HandlerId: null },
  After: { TicketCode: 'SR-000042', Subject: 'Stampa', State: 'in_progress', HandlerId: OLGA },
  ObjectLabel: 'SR-000042',
  ValueLabels: { HandlerId: { [OLGA]: 'Olga Operatrice (operatore@sportello.demo)' } },
};

const creation: AuditEntry = {
  ...assignment,
  Id: 2,
  Resource: 'communications',
  ObjectId: '7',
  Action: 'create',
  Before: null,
  // As PostgreSQL returns a snapshot: its keys by length.
  After: {
    Type: 14,
    Title: 'Scadenze IVA',
    IsPopup: true,
    Filters: [{ Code: '1', FilterType: 2 }],
    PublishTo: null,
    PublishFrom: '2026-03-02T09:30:00.000Z',
    AudienceNote: 'nuovo campo',
    CompanyTypeFilters: [{ Code: '1' }],
  },
  ObjectLabel: 'Scadenze IVA',
  ValueLabels: {},
};

/** The table's lines as [label, ...values]. */
const lines = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AuditChanges', () => {
  it('names the fields an update changed and says their values in words', () => {
    renderWithProviders(<AuditChanges entry={assignment} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Campo', 'Prima', 'Dopo']);
    expect(lines()).toEqual([
      ['Stato', 'Aperta', 'In lavorazione'],
      ['Gestita da', '—', 'Olga Operatrice (operatore@sportello.demo)'],
    ]);
  });

  it('shows a creation’s values alone, dates and yes or no as people write them', () => {
    renderWithProviders(<AuditChanges entry={creation} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Campo', 'Valore']);
    // In the order of the catalogue's labels; the Filters list repeats the typed filters: not
    // shown. A field this version does not know reads as words, last.
    expect(lines()).toEqual([
      ['Titolo', 'Scadenze IVA'],
      ['Tipo', 'Notizie fiscali'],
      ['Pubblica dal', expect.stringMatching(/^02\/03\/2026 \d{2}:30:00$/)],
      ['Pubblica fino al', '—'],
      ['Notizia pop-up', 'Sì'],
      ['Destinatari: tipi di azienda', 'Cliente'],
      ['Audience note', 'nuovo campo'],
    ]);
  });

  it('names a mail template’s kind and texts', () => {
    renderWithProviders(
      <AuditChanges
        entry={{
          ...assignment,
          Resource: 'templates',
          Before: { Name: 'Invito', Kind: 'campaign', SubjectIt: 'Ciao' },
          After: { Name: 'Invito', Kind: 'invitation', SubjectIt: 'Benvenuti' },
        }}
      />,
    );
    expect(lines()).toEqual([
      ['Oggetto (italiano)', 'Ciao', 'Benvenuti'],
      ['Tipo', 'Campagna', "Invito a un'azienda"],
    ]);
  });

  it('words the codes of reservations, the CRM and partner applications', () => {
    renderWithProviders(
      <AuditChanges
        entry={{
          ...assignment,
          Resource: 'reservations',
          Before: { Status: 'confirmed', Sequence: 0 },
          After: { Status: 'cancelled', Sequence: 1 },
        }}
      />,
    );
    expect(lines()).toEqual([
      ['Stato', 'Confermato', 'Annullato'],
      ['Versione del calendario', '0', '1'],
    ]);
    renderWithProviders(
      <AuditChanges
        entry={{
          ...assignment,
          Id: 5,
          Resource: 'partners',
          Before: { Scopes: ['users.read'] },
          After: { Scopes: ['users.read', 'users.link'] },
        }}
      />,
    );
    expect(screen.getAllByRole('table').at(-1)?.textContent).toContain('Collegare utenti');
    expect(screen.getAllByRole('table').at(-1)?.textContent).not.toContain('users.link');
  });

  it('speaks English to an English reader', () => {
    renderWithProviders(<AuditChanges entry={assignment} />, { languageId: 2 });
    expect(lines()).toEqual([
      ['State', 'Open', 'In progress'],
      ['Handled by', '—', 'Olga Operatrice (operatore@sportello.demo)'],
    ]);
    renderWithProviders(
      <AuditChanges
        entry={{ ...assignment, Resource: 'users', Before: { Enabled: true }, After: { Enabled: false } }}
      />,
      { languageId: 2 },
    );
    expect(screen.getByRole('rowheader', { name: 'Enabled' }).closest('tr')?.textContent).toBe(
      'EnabledYesNo',
    );
  });
});
