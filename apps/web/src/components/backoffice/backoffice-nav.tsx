import '@mantine/core/styles/NavLink.layer.css';
import { Box, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { domainLabel, isAreaActive, type NavigationGroup } from '../../lib/backoffice/backoffice-navigation';
import { IconNavLink } from '../icon-nav-link';
import classes from './backoffice-layout.module.css';

export interface BackofficeNavProps {
  /** The permitted areas by domain (`visibleNavigation`). */
  groups: readonly NavigationGroup[];
  /** Called when an entry is followed: on phones the menu closes on the way to the page. */
  onNavigate?: () => void;
  /** Icons only, named in tooltips and for screen readers: the side column its user narrowed. */
  compact?: boolean;
}

/**
 * The back office's menu: one list per domain, named by the domain's heading, of the domain's areas;
 * the entry of the current page is marked (`aria-current`). The same menu is the side column on wide
 * screens (with names, or icons only when its user narrowed it) and the content of the menu
 * button's panel on phones.
 */
export function BackofficeNav({ groups, onNavigate, compact = false }: BackofficeNavProps) {
  const { t } = useTranslation('backoffice');
  const { pathname } = useLocation();
  const id = useId();
  return (
    <Box component="nav" aria-label={t('backoffice.menu')}>
      <Stack gap="md">
        {groups.map((group) => {
          const headingId = `${id}-${group.domain}`;
          return (
            <div key={group.domain}>
              {compact ? (
                // The domains still name their lists for screen readers; on sight, the gap between
                // the groups of icons is their heading.
                <VisuallyHidden id={headingId}>{t(domainLabel(group.domain))}</VisuallyHidden>
              ) : (
                <Text
                  id={headingId}
                  size="xs"
                  fw={700}
                  tt="uppercase"
                  c="dimmed"
                  px="sm"
                  mb={4}
                  style={{ letterSpacing: '0.05em' }}
                >
                  {t(domainLabel(group.domain))}
                </Text>
              )}
              <ul aria-labelledby={headingId} className={compact ? classes.iconEntries : classes.entries}>
                {group.areas.map((area) => {
                  const active = isAreaActive(area, pathname);
                  const AreaIcon = area.icon;
                  const MenuCount = area.menuCount;
                  return (
                    <li key={area.path}>
                      {compact ? (
                        <IconNavLink
                          label={t(area.label)}
                          to={area.path}
                          icon={area.icon}
                          active={active}
                          onNavigate={onNavigate}
                        />
                      ) : (
                        <NavLink
                          component={Link}
                          to={area.path}
                          label={t(area.label)}
                          leftSection={<AreaIcon size={18} stroke={1.6} aria-hidden />}
                          rightSection={MenuCount && <MenuCount />}
                          active={active}
                          aria-current={active ? 'page' : undefined}
                          onClick={onNavigate}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </Stack>
    </Box>
  );
}
