import '@mantine/core/styles/NavLink.layer.css';
import { Box, Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconNavLink } from '../../components/icon-nav-link';
import { NARROW_QUERY } from '../../config/theme';
import { useSession } from '../../features/auth/hooks/use-session';
import { useGrantedAreas } from '../../features/capabilities/hooks/use-granted-areas';
import { isBackofficeUser } from '../routes/require-backoffice';
import { sessionScope } from '../session-scope';
import {
  BACKOFFICE_LINK,
  CUSTOMER_LINKS,
  HOME_LINK,
  labelFor,
  NAV_PANELS,
  type NavLinkItem,
  type NavPanel,
  NEWS_LINK,
  visibleLinks,
  visiblePanels,
} from './nav-items';

export interface ShellNavbarProps {
  /** Called when a link is followed, so that the mobile menu closes on the way to the page. */
  onNavigate: () => void;
}

export interface ShellNavbarContentProps extends ShellNavbarProps {
  /** Shown above the links on narrow screens only (e.g. controls the header has no room for). */
  top?: ReactNode;
  /**
   * From 769 px, the links as a column of icons named by their labels (in tooltips, and for screen
   * readers), for a section with a side menu of its own (page settings `mainMenu: 'icons'`).
   */
  iconsOnly?: boolean;
}

/** Whether the vendor's staff are signed in: the back-office link is theirs, and some links are named for them. */
function useStaffReader(): boolean {
  const session = useSession();
  return isBackofficeUser(session.status === 'signedIn' ? session.session.User.Role : undefined);
}

/**
 * The side menu's panels and customer-area links, without the links of the areas the signed-in
 * customer is denied (decision 066).
 */
function useVisibleMenu(): { panels: NavPanel[]; customerLinks: NavLinkItem[] } {
  const state = useSession();
  const session = state.status === 'signedIn' ? state.session : undefined;
  const granted = useGrantedAreas(session, session ? sessionScope(session) : '');
  return {
    panels: visiblePanels(NAV_PANELS, granted, session?.User.Role === 'company_admin'),
    // The vendor's staff work these areas in the back office.
    customerLinks: isBackofficeUser(session?.User.Role) ? [] : visibleLinks(CUSTOMER_LINKS, granted),
  };
}

/** Below 769 px the side menu is the burger's, with its labels, whatever the page asks. */

/** The side menu: a home link and collapsible panels; the panel holding the current page starts open. */
export function ShellNavbar({ onNavigate, top, iconsOnly = false }: ShellNavbarContentProps) {
  const { pathname } = useLocation();
  const staff = useStaffReader();
  const { panels, customerLinks } = useVisibleMenu();
  // Read at the first render: a phone must not show the icon column for a moment.
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  if (iconsOnly && !narrow)
    return (
      <IconMenu
        pathname={pathname}
        backoffice={staff}
        customerLinks={customerLinks}
        panels={panels}
        onNavigate={onNavigate}
      />
    );
  return (
    <>
      {/* Outside the scroll area: its content box sizes to its children, and a full-width field would widen it. */}
      {top && (
        // Right padding as wide as the scroll area's scrollbar offset, so the field lines up with the links.
        <Box hiddenFrom="sm" pr={8} pt={4} pb="sm">
          {top}
        </Box>
      )}
      <ScrollArea type="auto" offsetScrollbars>
        <MenuLink item={HOME_LINK} active={pathname === HOME_LINK.to} onNavigate={onNavigate} />
        <MenuLink item={NEWS_LINK} active={pathname.startsWith(NEWS_LINK.to)} onNavigate={onNavigate} />
        {customerLinks.map((link) => (
          <MenuLink key={link.to} item={link} active={pathname.startsWith(link.to)} onNavigate={onNavigate} />
        ))}
        {staff && (
          <MenuLink
            item={BACKOFFICE_LINK}
            active={pathname.startsWith(BACKOFFICE_LINK.to)}
            onNavigate={onNavigate}
          />
        )}
        {panels.map((panel) => (
          <MenuPanel key={panel.id} panel={panel} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </ScrollArea>
    </>
  );
}

function MenuPanel({
  panel,
  pathname,
  onNavigate,
}: { panel: NavPanel; pathname: string } & ShellNavbarProps) {
  const { t } = useTranslation();
  const containsCurrent = panel.links.some((link) => link.to === pathname);
  const [opened, setOpened] = useState(containsCurrent);
  const PanelIcon = panel.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={t(panel.label)}
      leftSection={<PanelIcon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
      fw={500}
    >
      {panel.links.map((link) => (
        <MenuLink key={link.to} item={link} active={link.to === pathname} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

function MenuLink({ item, active, onNavigate }: { item: NavLinkItem; active: boolean } & ShellNavbarProps) {
  const { t } = useTranslation();
  const staff = useStaffReader();
  const LinkIcon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(labelFor(item, staff))}
      leftSection={<LinkIcon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/**
 * The side menu as a column of icons: the same links, the panels' links after theirs, each named by
 * its label (a tooltip on hover and keyboard focus shows it too).
 */
function IconMenu({
  pathname,
  backoffice,
  customerLinks,
  panels,
  onNavigate,
}: {
  pathname: string;
  backoffice: boolean;
  customerLinks: NavLinkItem[];
  panels: NavPanel[];
} & ShellNavbarProps) {
  const top = [
    { item: HOME_LINK, active: pathname === HOME_LINK.to },
    { item: NEWS_LINK, active: pathname.startsWith(NEWS_LINK.to) },
    ...customerLinks.map((item) => ({ item, active: pathname.startsWith(item.to) })),
    ...(backoffice ? [{ item: BACKOFFICE_LINK, active: pathname.startsWith(BACKOFFICE_LINK.to) }] : []),
  ];
  const groups = [
    top,
    ...panels.map((panel) => panel.links.map((item) => ({ item, active: item.to === pathname }))),
  ];
  return (
    <ScrollArea type="auto" scrollbars="y">
      <Stack gap={4} align="center">
        {groups.map((links, index) => (
          <Fragment key={links[0]?.item.to}>
            {index > 0 && <Divider w="60%" my={4} aria-hidden />}
            {links.map(({ item, active }) => (
              <IconLink key={item.to} item={item} active={active} onNavigate={onNavigate} />
            ))}
          </Fragment>
        ))}
      </Stack>
    </ScrollArea>
  );
}

function IconLink({ item, active, onNavigate }: { item: NavLinkItem; active: boolean } & ShellNavbarProps) {
  const { t } = useTranslation();
  const staff = useStaffReader();
  return (
    <IconNavLink
      label={t(labelFor(item, staff))}
      to={item.to}
      icon={item.icon}
      active={active}
      onNavigate={onNavigate}
    />
  );
}
