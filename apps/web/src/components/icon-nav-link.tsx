import '@mantine/core/styles/Tooltip.layer.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface IconNavLinkProps {
  /** The entry's name: its tooltip, and what screen readers read for the link. */
  label: string;
  to: string;
  icon: Icon;
  active: boolean;
  onNavigate?: () => void;
}

/**
 * A menu entry shown as its icon alone, named by its label (in a tooltip on hover and focus, and for
 * screen readers): the portal's menu beside the back office, and the back office's own menu when its
 * user has narrowed it.
 */
export function IconNavLink({ label, to, icon: LinkIcon, active, onNavigate }: IconNavLinkProps) {
  return (
    <Tooltip label={label} position="right" withArrow events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon
        component={Link}
        to={to}
        size={44}
        radius="md"
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <LinkIcon size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
