import type { Action, Resource } from '@sportello/contracts/backoffice/access.contract';
import type { CATALOGUES } from '@sportello/i18n/catalogues';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

/**
 * The back office's navigation (decision 030): areas grouped by domain, in this order. A domain is
 * shown only while at least one of its areas is.
 */
export const BACKOFFICE_DOMAINS = [
  'customers',
  'support',
  'communication',
  'agenda',
  'administration',
] as const;
export type BackofficeDomain = (typeof BACKOFFICE_DOMAINS)[number];

type BackofficeKey = keyof (typeof CATALOGUES)['it']['backoffice'];

/** A menu text of the back office's catalogue (`backoffice.nav.*`). */
export type BackofficeNavKey = Extract<BackofficeKey, `backoffice.nav.${string}`>;

/** The domain's heading in the menu. */
export const domainLabel = (domain: BackofficeDomain) => `backoffice.domain.${domain}` as const;

/**
 * One area of the back office: one entry of the menu and the pages it leads to. The list of areas
 * is the app's (`app/routes/backoffice-areas.tsx`), since each area is a feature of its own.
 */
export interface BackofficeArea {
  /** The menu's text. */
  label: BackofficeNavKey;
  /** Where the menu entry leads (`paths.backoffice.*`); the entry is current on it and below it. */
  path: string;
  icon: Icon;
  /** The permission without which the entry is hidden and the pages are not routed (decision 015). */
  permission: { resource: Resource; action: Action };
  domain: BackofficeDomain;
  /** The area's pages, by their full path under `paths.backoffice.root`. */
  pages: { path: string; element: ReactNode }[];
  /** What keeps the area live while the back office is open (an event stream), rendered once. */
  live?: ComponentType;
  /** A count beside the menu entry (what waits for the user), rendered in the menu. */
  menuCount?: ComponentType;
  /** Where the back office opens when permitted (the operator's day); otherwise its first area. */
  landing?: boolean;
}

export interface NavigationGroup {
  domain: BackofficeDomain;
  areas: BackofficeArea[];
}

/** What the menu shows: the permitted areas, grouped by domain in the domains' order; empty domains left out. */
export function visibleNavigation(
  areas: readonly BackofficeArea[],
  can: (resource: Resource, action: Action) => boolean,
): NavigationGroup[] {
  const permitted = areas.filter((area) => can(area.permission.resource, area.permission.action));
  return BACKOFFICE_DOMAINS.map((domain) => ({
    domain,
    areas: permitted.filter((area) => area.domain === domain),
  })).filter((group) => group.areas.length > 0);
}

/** The entry of the page at `pathname`: its own path or any page below it. */
export function isAreaActive(area: Pick<BackofficeArea, 'path'>, pathname: string): boolean {
  const path = area.path.toLowerCase();
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  return current === path || current.startsWith(`${path}/`);
}
