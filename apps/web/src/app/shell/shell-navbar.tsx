import '@mantine/core/styles/NavLink.css';
import { Box, NavLink, ScrollArea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/session/hooks/use-session';
import { isBackofficeUser } from '../routes/require-backoffice';
import {
  BACKOFFICE_LINK,
  HOME_LINK,
  NAV_PANELS,
  type NavLinkItem,
  type NavPanel,
  NEWS_LINK,
} from './nav-items';

export interface ShellNavbarProps {
  /** Called when a link is followed, so that the mobile menu closes on the way to the page. */
  onNavigate: () => void;
}

export interface ShellNavbarContentProps extends ShellNavbarProps {
  /** Shown above the links on narrow screens only (e.g. controls the header has no room for). */
  top?: ReactNode;
}

/** The side menu: a home link and collapsible panels; the panel holding the current page starts open. */
export function ShellNavbar({ onNavigate, top }: ShellNavbarContentProps) {
  const { pathname } = useLocation();
  const session = useSession();
  const role = session.status === 'signedIn' ? session.session.User.Role : undefined;
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
        {isBackofficeUser(role) && (
          <MenuLink
            item={BACKOFFICE_LINK}
            active={pathname.startsWith(BACKOFFICE_LINK.to)}
            onNavigate={onNavigate}
          />
        )}
        {NAV_PANELS.map((panel) => (
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
  const LinkIcon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={<LinkIcon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
