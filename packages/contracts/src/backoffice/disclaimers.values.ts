// Plain data of disclaimers.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** What a disclaimer is (decision 059): the privacy notice, the terms of use, a marketing consent. */
export const DISCLAIMER_KINDS = ['privacy', 'terms', 'marketing'] as const;
export type DisclaimerKind = (typeof DISCLAIMER_KINDS)[number];

export const DISCLAIMER_SORT_FIELDS = ['Code', 'Kind', 'CompanyType', 'Version', 'UpdatedAt'] as const;
export const CONSENT_SORT_FIELDS = ['At', 'UserName', 'Code'] as const;

/** Upper-case letters, digits and underscores: the code programs and exports name a disclaimer by. */
export const DISCLAIMER_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,39}$/;
export const DISCLAIMER_TITLE_MAX = 200;
/** The text's HTML, sanitised on save. */
export const DISCLAIMER_TEXT_MAX = 50_000;

/** Where a consent record was given: the registration, an invitation, the sign-in, the profile. */
export const CONSENT_SOURCES = ['registration', 'invitation', 'sign-in', 'profile'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Disclaimers and the consents given to them (decision 059): the whole back office reads them;
 * operators also export a company's consents (evidence asked for by the customer or an auditor);
 * publishing a disclaimer or a new version of it is the admins'.
 */
export const DISCLAIMERS_ACCESS = defineResourceAccess('disclaimers', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', export: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', export: 'all' },
});
