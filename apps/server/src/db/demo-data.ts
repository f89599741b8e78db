import type { CommunicationDetails } from '@sportello/contracts/news/news.contract';

/**
 * The demo companies and accounts (README "Demo accounts"). Every password is DEMO_PASSWORD.
 * Company types differ on purpose: communications and disclaimers target types.
 */
export const DEMO_PASSWORD = 'Sportello#2026';

export const COMPANY_TYPE = { customer: 1, haulier: 2, advisor: 3 } as const;

export const DEMO_COMPANIES = [
  {
    vatCode: '12345678903',
    name: 'Studio Bianchi',
    companyType: COMPANY_TYPE.advisor,
    email: 'studio@bianchi.example',
  },
  {
    vatCode: '02468135799',
    name: 'Verdi Consulting S.r.l.',
    companyType: COMPANY_TYPE.advisor,
    email: 'info@verdi-consulting.example',
  },
  {
    vatCode: '09876543217',
    name: 'Rossi Impianti S.r.l.',
    companyType: COMPANY_TYPE.customer,
    userCode: 'ROSSI2026',
    email: 'amministrazione@rossi-impianti.example',
    parents: ['12345678903', '02468135799'],
    products: ['portal', 'accounting', 'payroll', 'invoicing'],
    groupCodes: ['NORD', 'PMI'],
  },
  {
    vatCode: '05555555555',
    name: 'Neri Trasporti S.r.l.',
    companyType: COMPANY_TYPE.haulier,
    userCode: 'NERI2026',
    email: 'info@neri-trasporti.example',
    parents: ['12345678903'],
    products: ['portal', 'invoicing'],
    groupCodes: ['CENTRO'],
  },
  {
    vatCode: '07777777777',
    name: 'Azzurra Servizi S.r.l.',
    companyType: COMPANY_TYPE.customer,
    // Migrated to the customer hub long ago (its users are sent there).
    migratedOn: '2025-01-01',
    parents: ['12345678903'],
  },
  // Customers without users yet: one with a registered e-mail (secure codes go there), one without.
  {
    vatCode: '03333333338',
    name: 'Gialli Forniture S.r.l.',
    companyType: COMPANY_TYPE.customer,
    userCode: 'GIALLI2026',
    email: 'amministrazione@gialli-forniture.example',
    parents: ['12345678903'],
  },
  // A second one with a registered e-mail, whose first user registers with a secure code.
  {
    vatCode: '08888888883',
    name: 'Ocra Logistica S.r.l.',
    companyType: COMPANY_TYPE.customer,
    userCode: 'OCRA2026',
    email: 'ufficio@ocra-logistica.example',
  },
  {
    vatCode: '04444444444',
    name: 'Viola Arredi S.r.l.',
    companyType: COMPANY_TYPE.customer,
    userCode: 'VIOLA2026',
  },
  // No local sign-in: its users register and sign in through the identity provider only.
  {
    vatCode: '06666666661',
    name: 'Blu Servizi S.r.l.',
    companyType: COMPANY_TYPE.customer,
    userCode: 'BLU2026',
    accessLocal: false,
    parents: ['12345678903'],
  },
] as const;

type DemoUser = {
  enabled?: boolean;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  fiscalCode?: string;
  /** VAT number of the company; PROVIDER stands for the vendor's own company. */
  company: string;
  role: 'user' | 'company_admin' | 'operator' | 'admin';
  passwordExpired?: boolean;
};

export const PROVIDER = 'PROVIDER';

export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'mario.rossi',
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@rossi-impianti.example',
    fiscalCode: 'RSSMRA85T10A562S',
    company: '09876543217',
    role: 'company_admin',
  },
  {
    userName: 'giulia.neri',
    firstName: 'Giulia',
    lastName: 'Neri',
    email: 'giulia.neri@neri-trasporti.example',
    company: '05555555555',
    role: 'company_admin',
  },
  {
    userName: 'paolo.verdi',
    firstName: 'Paolo',
    lastName: 'Verdi',
    email: 'paolo.verdi@rossi-impianti.example',
    company: '09876543217',
    role: 'user',
    passwordExpired: true,
  },
  {
    userName: 'anna.migrata',
    firstName: 'Anna',
    lastName: 'Azzurri',
    email: 'anna@azzurra-servizi.example',
    company: '07777777777',
    role: 'user',
  },
  {
    userName: 'lucia.bianchi',
    firstName: 'Lucia',
    lastName: 'Bianchi',
    email: 'lucia.bianchi@studio.example',
    company: '09876543217',
    role: 'user',
  },
  {
    userName: 'lucia.bianchi.neri',
    firstName: 'Lucia',
    lastName: 'Bianchi',
    email: 'lucia.bianchi@studio.example',
    company: '05555555555',
    role: 'user',
  },
  {
    userName: 'bruno.bloccato',
    firstName: 'Bruno',
    lastName: 'Bloccato',
    email: 'bruno.bloccato@example.it',
    company: '05555555555',
    role: 'user',
    enabled: false,
  },
  {
    userName: 'operatore@sportello.demo',
    firstName: 'Olga',
    lastName: 'Operatrice',
    email: 'operatore@sportello.demo',
    company: PROVIDER,
    role: 'operator',
  },
  {
    userName: 'admin@sportello.demo',
    firstName: 'Alberto',
    lastName: 'Amministratore',
    email: 'admin@sportello.demo',
    company: PROVIDER,
    role: 'admin',
  },
  // Back office: a second operator, who may not change what the first one wrote (spec §6).
  {
    userName: 'operatore2@sportello.demo',
    firstName: 'Oscar',
    lastName: 'Operatore',
    email: 'operatore2@sportello.demo',
    company: PROVIDER,
    role: 'operator',
  },
];

/**
 * Identities of the development provider (apps/dev-idp) and the local users they are linked to, on
 * both provider versions. `sso-nuovo` is deliberately linked to nobody.
 */
export const DEMO_SSO_LINKS = [
  { subject: 'sso-mario', userName: 'mario.rossi' },
  { subject: 'sso-lucia', userName: 'lucia.bianchi' },
  { subject: 'sso-lucia', userName: 'lucia.bianchi.neri' },
  { subject: 'sso-bloccato', userName: 'bruno.bloccato' },
] as const;

// ─── Support area: demo tickets, analyses (an) and reports (ri) ─────────────────────────────────

export type DemoSupportItem = {
  /** User name of the author: the item belongs to the author's company. */
  author: string;
  /** `other`: a kind of item the support area lists but does not open in the detail modal (spec §2). */
  type: 'ticket' | 'an' | 'ri' | 'other';
  code?: string;
  subject: string;
  product: 'portal' | 'accounting' | 'payroll' | 'invoicing' | 'other';
  state: 'open' | 'in_progress' | 'closed';
  /** Taken by the vendor's operator. */
  handled?: boolean;
  daysAgo: number;
  /** The conversation in order; `support: true` marks the operator's answers. */
  messages: { support?: boolean; body: string }[];
};

export const DEMO_SUPPORT_ITEMS: DemoSupportItem[] = [
  {
    author: 'mario.rossi',
    type: 'ticket',
    subject: 'Fattura elettronica scartata dal Sistema di Interscambio',
    product: 'invoicing',
    state: 'in_progress',
    handled: true,
    daysAgo: 6,
    messages: [
      {
        body: 'La fattura n. 125 del 3 novembre è stata scartata con codice 00404 (fattura duplicata), ma non l’abbiamo mai inviata prima.',
      },
      {
        support: true,
        body: 'Buongiorno, stiamo verificando sul Sistema di Interscambio: ci può indicare la data di emissione esatta?',
      },
      { body: 'Data di emissione 03/11/2026, importo 1.250,00 euro.' },
    ],
  },
  {
    author: 'lucia.bianchi',
    type: 'ticket',
    subject: 'Cedolini di ottobre non visibili',
    product: 'payroll',
    state: 'open',
    daysAgo: 2,
    messages: [
      { body: 'Nella sezione paghe non trovo i cedolini di ottobre per due dipendenti assunti a metà mese.' },
    ],
  },
  {
    author: 'mario.rossi',
    type: 'ticket',
    subject: 'Richiesta abilitazione nuovo collega',
    product: 'portal',
    state: 'closed',
    handled: true,
    daysAgo: 20,
    messages: [
      { body: 'Vorremmo abilitare un nuovo collega dell’amministrazione al portale.' },
      {
        support: true,
        body: 'Come amministratore aziendale può invitarlo direttamente dalla gestione utenti: le abbiamo inviato la guida.',
      },
      { body: 'Fatto, grazie. Potete chiudere.' },
    ],
  },
  {
    author: 'mario.rossi',
    type: 'an',
    code: 'AN-2026-0142',
    subject: 'Analisi: integrazione del gestionale con il portale fatture',
    product: 'invoicing',
    state: 'in_progress',
    handled: true,
    daysAgo: 12,
    messages: [
      {
        support: true,
        body: 'Analisi preliminare: l’integrazione richiede l’esportazione XML dal gestionale e la mappatura di tre campi aggiuntivi. Stima: 5 giornate.',
      },
    ],
  },
  {
    author: 'mario.rossi',
    type: 'ri',
    code: 'RI-2026-0087',
    subject: 'Rapporto intervento: aggiornamento contabilità 2026',
    product: 'accounting',
    state: 'closed',
    handled: true,
    daysAgo: 30,
    messages: [
      {
        support: true,
        body: 'Intervento concluso: aggiornamento alla versione 2026.1, verifica dei piani dei conti e delle liquidazioni IVA. Nessuna anomalia residua.',
      },
    ],
  },
  {
    author: 'giulia.neri',
    type: 'ticket',
    subject: 'Errore nel calcolo delle trasferte',
    product: 'payroll',
    state: 'open',
    daysAgo: 3,
    messages: [
      { body: 'Le indennità di trasferta degli autisti risultano raddoppiate nel cedolino di novembre.' },
    ],
  },
  {
    author: 'giulia.neri',
    type: 'an',
    code: 'AN-2026-0155',
    subject: 'Analisi: gestione dei documenti di trasporto',
    product: 'other',
    state: 'open',
    handled: true,
    daysAgo: 9,
    messages: [
      {
        support: true,
        body: 'Analisi dei flussi dei documenti di trasporto: proposta di archiviazione automatica con ricerca per targa.',
      },
    ],
  },
  {
    author: 'giulia.neri',
    type: 'ri',
    code: 'RI-2026-0091',
    subject: 'Rapporto: migrazione archivio clienti',
    product: 'accounting',
    state: 'closed',
    handled: true,
    daysAgo: 25,
    messages: [
      { support: true, body: 'Migrazione completata: 1.240 anagrafiche importate, 3 duplicati unificati.' },
    ],
  },
  {
    author: 'mario.rossi',
    type: 'an',
    code: 'AN-2026-0149',
    subject: 'Analisi: conservazione sostitutiva delle fatture',
    product: 'invoicing',
    state: 'open',
    handled: true,
    daysAgo: 4,
    messages: [
      {
        support: true,
        body: 'Analisi dei requisiti di conservazione: pacchetti mensili firmati e marcati, indice in formato XML. Il video spiega il flusso: https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      },
    ],
  },
  {
    author: 'lucia.bianchi',
    type: 'ri',
    code: 'RI-2026-0093',
    subject: 'Rapporto intervento: configurazione delle paghe',
    product: 'payroll',
    state: 'closed',
    handled: true,
    daysAgo: 15,
    messages: [
      {
        support: true,
        body: 'Intervento concluso: configurati i contratti del commercio e le nuove voci di trasferta. Verificati tre cedolini di prova.',
      },
    ],
  },
  {
    author: 'mario.rossi',
    type: 'other',
    code: 'AV-2026-0007',
    subject: 'Avviso: rinnovo del contratto di assistenza',
    product: 'other',
    state: 'open',
    handled: true,
    daysAgo: 1,
    messages: [
      {
        support: true,
        body: 'Il contratto di assistenza scade il 31/12/2026: il rinnovo è automatico salvo disdetta.',
      },
    ],
  },
  {
    author: 'giulia.neri',
    type: 'ri',
    code: 'RI-2026-0098',
    subject: 'Rapporto: verifica dei tempi di guida',
    product: 'other',
    state: 'closed',
    handled: true,
    daysAgo: 18,
    messages: [
      {
        support: true,
        body: 'Verifica conclusa: importazione dei dati dei cronotachigrafi corretta per tutti i 14 mezzi.',
      },
    ],
  },
];
// --- IVR credentials ---------------------------------------------------------------------------

/** Demo IVR credentials (PINs as the README's demo accounts list them). */
export const DEMO_IVR_CREDENTIALS = [
  { userName: 'mario.rossi', ispUserId: 'IVR-100234', pin: '27183' },
  { userName: 'giulia.neri', ispUserId: 'IVR-100871', pin: '40596' },
] as const;

// --- Communications ----------------------------------------------------------------------------

/**
 * Published news for the customers' news area, written by the demo admin: one for everyone, one by
 * company type, one by product, one by group code (README "Demo accounts").
 */
export const DEMO_COMMUNICATIONS: {
  type: number;
  title: string;
  summary: string;
  body: string;
  details: CommunicationDetails;
  /** The English version (decision 047); absent = Italian only. */
  english?: { title: string; summary: string; body: string };
  /** Audience filters; absent = everyone. */
  companyTypes?: string[];
  products?: string[];
  groupCodes?: string[];
}[] = [
  {
    type: 15,
    title: 'Conservazione digitale: manutenzione straordinaria',
    summary:
      'Sabato 28 novembre, dalle 20:00 alle 23:00, i documenti non potranno essere inviati in conservazione.',
    body: '<p>Sabato 28 novembre, dalle 20:00 alle 23:00, il servizio di conservazione digitale sarà fermo per manutenzione. I documenti inviati in quella fascia saranno presi in carico alla riapertura.</p>',
    details: { Severity: 'warning' },
    english: {
      title: 'Digital archiving: extraordinary maintenance',
      summary: 'On Saturday 28 November, from 8 pm to 11 pm, documents cannot be sent to the archive.',
      body: '<p>On Saturday 28 November, from 8 pm to 11 pm, the digital archiving service will be down for maintenance. Documents sent in that window will be taken in when it reopens.</p>',
    },
  },
  {
    type: 14,
    title: 'Scadenze fiscali di dicembre',
    summary: 'Acconto IVA entro il 29 dicembre, versamenti delle ritenute entro il 16.',
    body: '<p>Ricordiamo le principali scadenze del mese: <strong>16 dicembre</strong> versamento di ritenute e contributi, <strong>29 dicembre</strong> acconto IVA.</p>',
    details: {},
    companyTypes: [String(COMPANY_TYPE.customer)],
  },
  {
    type: 17,
    title: 'Paghe: rilasciata la versione 4.2',
    summary: 'Nuovo calcolo delle addizionali regionali 2027 e cedolino in inglese.',
    body: '<p>La versione 4.2 introduce il calcolo delle addizionali regionali 2027 e la stampa del cedolino anche in inglese.</p>',
    details: { Version: '4.2', ReleaseDate: '2026-11-10T00:00:00Z' },
    english: {
      title: 'Payroll: version 4.2 released',
      summary: 'New calculation of the 2027 regional surcharges and the payslip in English.',
      body: '<p>Version 4.2 brings the calculation of the 2027 regional surcharges and prints the payslip in English too.</p>',
    },
    products: ['payroll'],
  },
  {
    type: 11,
    title: 'Webinar: la fatturazione elettronica nel 2027',
    summary: 'Le novità dei tracciati e le risposte alle domande più frequenti, in diretta.',
    body: "<p>Un'ora con i nostri consulenti sulle novità dei tracciati della fattura elettronica. Iscrizioni aperte fino al giorno prima.</p>",
    // 15:00 in Italy (CET).
    details: { EventDate: '2026-12-10T14:00:00Z', EventPlace: 'Online' },
    groupCodes: ['CENTRO'],
  },
];
