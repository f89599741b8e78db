import { NavLink, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_LINK, NAV_PANELS, type NavLinkItem, type NavPanel } from './nav-items';

export interface ShellNavbarProps {
  /** Called when a link is followed, so that the mobile menu closes on the way to the page. */
  onNavigate: () => void;
}

/** The side menu: a home link and collapsible panels; the panel holding the current page starts open. */
export function ShellNavbar({ onNavigate }: ShellNavbarProps) {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <MenuLink item={HOME_LINK} active={pathname === HOME_LINK.to} onNavigate={onNavigate} />
      {NAV_PANELS.map((panel) => (
        <MenuPanel key={panel.id} panel={panel} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </ScrollArea>
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
