import type { AuditEntry } from '@sportello/contracts/backoffice/audit.contract';
import { isLanguageId, LANGUAGE_CODES } from '@sportello/i18n/languages';
import dayjs from 'dayjs';
import type { i18n as I18n, TFunction } from 'i18next';
import { changedFields } from './audit-diff';

/**
 * An audit entry's fields and values in words (decision 046): the entry keeps the wire's field names
 * and raw values (decision 016), an admin reads a label per field and values as the rest of the back
 * office shows them.
 */

/**
 * A key of the back-office catalogue put together at run time (a field's name, a value): it is
 * translated only after `exists` has found it, so the typed-key check has nothing to add here.
 */
type BuiltKey = 'backoffice.title';

/** Fields whose name means something else in one resource's entries. */
const FIELD_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  companies: { Name: 'CompanyName', Enabled: 'CompanyEnabled' },
  identities: { Subject: 'ProviderSubject' },
};

/** Recorded but not shown: the spec's flat list of the audience, which the typed filter fields show. */
const HIDDEN_FIELDS = new Set(['Filters']);

// Products and company types are named once for every page, in the shell's catalogue (decision 073).
const PRODUCT = 'shell:shell.product.';
const COMPANY_TYPE = 'shell:shell.companyType.';
/**
 * The values the back office already names, by field and resource (`*`: any): the catalogue prefix the
 * value completes. A value without a text there is shown as it is.
 */
const VALUE_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Under users, a state is an invitation's (invitations are logged as the users they are to be).
  State: {
    tickets: 'backoffice.helpdesk.state.',
    chat: 'backoffice.chat.state.',
    users: 'backoffice.audit.invitationState.',
  },
  Role: { users: 'backoffice.users.role.', roles: 'backoffice.roles.' },
  BackofficeRole: { '*': 'backoffice.roles.' },
  Type: { communications: 'backoffice.type.', tickets: 'backoffice.helpdesk.type.' },
  Status: { communications: 'backoffice.status.', reservations: 'backoffice.audit.reservationStatus.' },
  // A calendar feed's entries say what became of it.
  Feed: { reservations: 'backoffice.audit.reservationStatus.' },
  Place: { 'reservation-services': 'backoffice.reservations.place.' },
  Outcome: { crm: 'backoffice.crm.outcome.' },
  // A partner application's scopes (decision 080), as its form names them.
  Scopes: { partners: 'backoffice.partners.scope.' },
  Product: { '*': PRODUCT },
  Products: { '*': PRODUCT },
  ProductFilters: { '*': PRODUCT },
  CompanyType: { '*': COMPANY_TYPE },
  CompanyTypeFilters: { '*': COMPANY_TYPE },
  UserRoleFilter: { '*': 'backoffice.role.' },
  VatCodeType: { '*': 'backoffice.companies.vatCodeType.' },
  Severity: { '*': 'backoffice.severity.' },
  Revealed: { '*': 'backoffice.audit.revealed.' },
  IvrPin: { '*': 'backoffice.audit.ivrPin.' },
  Kind: {
    templates: 'backoffice.templates.kind.',
    'reservation-services': 'backoffice.reservations.kind.',
    crm: 'backoffice.crm.kind.',
  },
  // A role's grant on a resource (decision 067): the resource, then each action's scope.
  Resource: { roles: 'backoffice.resource.' },
  ...Object.fromEntries(
    ['List', 'Read', 'Create', 'Update', 'Delete', 'Export'].map((action) => [
      action,
      { roles: 'backoffice.roleGrants.scope.' },
    ]),
  ),
};

const FIELD_KEY = 'backoffice.audit.field.';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EMPTY = '—';

/** `TitleEn` → "Title en": a field this version has no label for still reads as words. */
export function readableFieldName(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .split(/(?<=[a-z0-9])(?=[A-Z])|\s+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An opening interval, `{ from, to }` (calendar) or `{ From, To }` (availability): read as "from–to". */
function intervalOf(value: unknown): [unknown, unknown] | undefined {
  if (!isRecord(value) || Object.keys(value).length !== 2) return undefined;
  const from = value.from ?? value.From;
  const to = value.to ?? value.To;
  return from !== undefined && to !== undefined ? [from, to] : undefined;
}

export interface AuditWords {
  fieldLabel: (resource: string, field: string) => string;
  /** Where a field comes among an entry's: the order of the labels in the catalogue, unknown ones last. */
  fieldRank: (resource: string, field: string) => number;
  /** A value in words; `names` are the entry's names of the ids its field holds (ValueLabels). */
  valueText: (resource: string, field: string, value: unknown, names?: Record<string, string>) => string;
  isShown: (field: string) => boolean;
}

export function auditWords(t: TFunction<'backoffice'>, i18n: I18n): AuditWords {
  const text = (key: string) => (i18n.exists(key, { ns: 'backoffice' }) ? t(key as BuiltKey) : undefined);

  // Nested keys may be lower-case (`date`, `intervals`); labels are by the wire's capitalised name.
  const labelKey = (resource: string, field: string) =>
    `${FIELD_KEY}${FIELD_ALIASES[resource]?.[field] ?? field.charAt(0).toUpperCase() + field.slice(1)}`;
  const fieldLabel = (resource: string, field: string) =>
    text(labelKey(resource, field)) ?? readableFieldName(field);
  // The stored snapshots list their fields in no order a reader would choose (PostgreSQL's jsonb sorts
  // keys by length). The catalogue lists first the labels of what names an object (code, title, name,
  // person), then the others resource by resource, the id last.
  const catalogueOrder = Object.keys(i18n.getResourceBundle(i18n.language, 'backoffice') ?? {}).filter((k) =>
    k.startsWith(FIELD_KEY),
  );
  const fieldRank = (resource: string, field: string) => {
    const rank = catalogueOrder.indexOf(labelKey(resource, field));
    return rank < 0 ? Number.MAX_SAFE_INTEGER : rank;
  };

  const languageName = (id: unknown) => {
    if (!isLanguageId(id)) return undefined;
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    const name = names.of(LANGUAGE_CODES[id]);
    return name && name.charAt(0).toUpperCase() + name.slice(1);
  };

  const scalarText = (resource: string, field: string, value: string | number | boolean): string => {
    if (typeof value === 'boolean') return t(value ? 'backoffice.audit.yes' : 'backoffice.audit.no');
    if (field === 'LanguageId' || field === 'Language') return languageName(value) ?? String(value);
    const prefix = VALUE_TEXTS[field]?.[resource] ?? VALUE_TEXTS[field]?.['*'];
    const named = prefix && text(`${prefix}${value}`);
    if (named) return named;
    if (typeof value === 'string' && INSTANT.test(value) && dayjs(value).isValid())
      // With the seconds, as the portal shows times (spec §9): two saves a minute apart differ.
      return dayjs(value).format('DD/MM/YYYY HH:mm:ss');
    if (typeof value === 'string' && DAY.test(value)) return dayjs(value).format('DD/MM/YYYY');
    return String(value);
  };

  const valueText = (resource: string, field: string, value: unknown): string => {
    if (isEmpty(value)) return EMPTY;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return scalarText(resource, field, value);
    if (Array.isArray(value)) {
      const items = value.map((v) => valueText(resource, field, v));
      return items.join(value.some((v) => isRecord(v) && !intervalOf(v)) ? '; ' : ', ');
    }
    if (!isRecord(value)) return String(value);
    // The weekly hours are by ISO weekday.
    if (field === 'Weekly')
      return Object.entries(value)
        .map(
          ([day, hours]) =>
            `${text(`backoffice.calendar.day.${day}`) ?? day}: ${valueText(resource, field, hours)}`,
        )
        .join('; ');
    const interval = intervalOf(value);
    if (interval)
      return `${valueText(resource, field, interval[0])}–${valueText(resource, field, interval[1])}`;
    const keys = Object.keys(value);
    // `{ Code }`, `{ Id }`, `{ TimeValue }`: a wrapper of one value, read as that value.
    if (keys.length === 1) return valueText(resource, field, value[keys[0] as string]);
    return keys
      .filter((k) => !isEmpty(value[k]))
      .map((k) => `${fieldLabel(resource, k)}: ${valueText(resource, k, value[k])}`)
      .join(', ');
  };

  return {
    fieldLabel,
    fieldRank,
    valueText: (resource, field, value, names) => {
      const named = (typeof value === 'string' || typeof value === 'number') && names?.[String(value)];
      return named || valueText(resource, field, value);
    },
    isShown: (field) => !HIDDEN_FIELDS.has(field),
  };
}

export interface ChangeInWords {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The fields an entry changed, each with its label and its values before and after, in words. */
export function changesInWords(
  words: AuditWords,
  entry: Pick<AuditEntry, 'Resource' | 'Before' | 'After' | 'ValueLabels'>,
): ChangeInWords[] {
  return changedFields(entry.Before, entry.After)
    .filter((c) => words.isShown(c.field))
    .sort((a, b) => words.fieldRank(entry.Resource, a.field) - words.fieldRank(entry.Resource, b.field))
    .map((c) => {
      const names = entry.ValueLabels[c.field];
      return {
        field: c.field,
        label: words.fieldLabel(entry.Resource, c.field),
        before: words.valueText(entry.Resource, c.field, c.before, names),
        after: words.valueText(entry.Resource, c.field, c.after, names),
      };
    });
}
