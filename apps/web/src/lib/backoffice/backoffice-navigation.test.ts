import type { Action, Resource } from '@sportello/contracts/backoffice/access.contract';
import { IconHistory, IconNews, IconUsers } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { type BackofficeArea, isAreaActive, visibleNavigation } from './backoffice-navigation';

const area = (
  label: BackofficeArea['label'],
  domain: BackofficeArea['domain'],
  resource: Resource,
  path: string,
): BackofficeArea => ({
  label,
  path,
  icon: label === 'backoffice.nav.audit' ? IconHistory : IconNews,
  permission: { resource, action: 'list' },
  domain,
  pages: [],
});

// Listed out of domain order on purpose: the menu follows the domains' order, not the list's.
const AREAS = [
  area('backoffice.nav.audit', 'administration', 'audit', '/backoffice/audit'),
  area('backoffice.nav.communications', 'communication', 'communications', '/backoffice/communications'),
  { ...area('backoffice.nav.roles', 'customers', 'tickets', '/backoffice/customers'), icon: IconUsers },
  area('backoffice.nav.roles', 'administration', 'roles', '/backoffice/roles'),
];

const granting =
  (...grants: `${Resource}:${Action}`[]) =>
  (resource: Resource, action: Action) =>
    grants.includes(`${resource}:${action}`);

describe('visibleNavigation', () => {
  it('groups the permitted areas by domain, in the domains’ order and the list’s order within one', () => {
    const groups = visibleNavigation(
      AREAS,
      granting('communications:list', 'audit:list', 'roles:list', 'tickets:list'),
    );
    expect(groups.map((g) => g.domain)).toEqual(['customers', 'communication', 'administration']);
    expect(groups[2]?.areas.map((a) => a.path)).toEqual(['/backoffice/audit', '/backoffice/roles']);
  });

  it('hides the areas the permissions deny, and the domains left without any', () => {
    const groups = visibleNavigation(AREAS, granting('communications:list', 'audit:read'));
    expect(groups).toEqual([{ domain: 'communication', areas: [AREAS[1]] }]);
  });

  it('shows nothing without permissions (they are still loading, or none)', () => {
    expect(visibleNavigation(AREAS, () => false)).toEqual([]);
  });
});

describe('isAreaActive', () => {
  const communications = { path: '/backoffice/communications' };
  it('marks the area of its own page and of the pages below it', () => {
    expect(isAreaActive(communications, '/backoffice/communications')).toBe(true);
    expect(isAreaActive(communications, '/backoffice/communications/')).toBe(true);
    expect(isAreaActive(communications, '/backoffice/communications/12')).toBe(true);
    expect(isAreaActive(communications, '/BackOffice/Communications/new')).toBe(true);
  });

  it('does not mark another area whose path merely starts the same', () => {
    expect(isAreaActive(communications, '/backoffice/communications-archive')).toBe(false);
    expect(isAreaActive(communications, '/backoffice')).toBe(false);
  });
});
