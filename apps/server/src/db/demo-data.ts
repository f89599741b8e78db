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
  },
  {
    vatCode: '05555555555',
    name: 'Neri Trasporti S.r.l.',
    companyType: COMPANY_TYPE.haulier,
    userCode: 'NERI2026',
    email: 'info@neri-trasporti.example',
    parents: ['12345678903'],
  },
  {
    vatCode: '07777777777',
    name: 'Azzurra Servizi S.r.l.',
    companyType: COMPANY_TYPE.customer,
    migrated: true,
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
  {
    vatCode: '04444444444',
    name: 'Viola Arredi S.r.l.',
    companyType: COMPANY_TYPE.customer,
    userCode: 'VIOLA2026',
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
