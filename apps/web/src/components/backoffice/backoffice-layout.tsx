import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Collapse,
  Flex,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMenu2,
  IconSearch,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../config/paths';
import { type BackofficeArea, visibleNavigation } from '../../lib/backoffice/backoffice-navigation';
import { usePermissions } from '../../lib/backoffice/use-permissions';
import classes from './backoffice-layout.module.css';
import { BackofficeNav } from './backoffice-nav';
import { ShortcutsHelp, useBackofficeShortcuts } from './backoffice-shortcuts';
import { GlobalSearch } from './global-search';

const sub = (path: string) => path.slice(paths.backoffice.root.length + 1);

/** A button at the head of the side menu: an icon named by its tooltip, which says what it does. */
function SideButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} position="right" withArrow events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon variant="subtle" color="gray" size={36} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export interface BackofficeAppProps {
  /** Every area of the back office (`app/routes/backoffice-areas.tsx`): the menu's entries and their pages. */
  areas: readonly BackofficeArea[];
}

/**
 * The back office: only for the vendor's operators and admins (anyone else sees the forbidden page).
 * Its menu groups the areas by domain and shows only those the user's permissions allow (decision
 * 030); the pages of the others are not routed either. From 769 px the menu is a side column (the
 * portal's own menu shrinks to icons meanwhile), which its user may narrow to icons too, to give a
 * wide table the room: the choice stays in this browser; below, a button above the page opens and
 * closes it (a disclosure, not a dialog: nothing else of the page is hidden, nothing traps the focus).
 */
export function BackofficeApp({ areas }: BackofficeAppProps) {
  const { t } = useTranslation('backoffice');
  const permissions = usePermissions();
  const [menuOpened, menu] = useDisclosure(false);
  const menuId = useId();
  const [sideMenu, setSideMenu] = useLocalStorage<'names' | 'icons'>({
    key: 'sportello.backoffice-menu',
    defaultValue: 'names',
    getInitialValueInEffect: false,
  });
  const iconsOnly = sideMenu === 'icons';
  const sideMenuToggle = t(iconsOnly ? 'backoffice.menuShowNames' : 'backoffice.menuIconsOnly');
  const [searchOpened, searchDialog] = useDisclosure(false);
  const [helpOpened, helpDialog] = useDisclosure(false);
  useBackofficeShortcuts({ search: searchDialog.open, help: helpDialog.open });
  const searchLabel = t('backoffice.search.open');

  if (permissions.isPending) return <Loader role="status" aria-label={t('backoffice.title')} />;
  if (permissions.isError)
    return (
      <Stack gap="sm" maw={640}>
        <Title order={1} size="h2">
          {t('backoffice.forbidden.title')}
        </Title>
        <Alert color="red">{t('backoffice.forbidden.text')}</Alert>
      </Stack>
    );

  const groups = visibleNavigation(areas, permissions.can);
  const permitted = groups.flatMap((group) => group.areas);

  return (
    <div className={classes.layout}>
      {permitted.map((area) => area.live && <area.live key={area.path} />)}
      <GlobalSearch opened={searchOpened} onClose={searchDialog.close} />
      <ShortcutsHelp opened={helpOpened} onClose={helpDialog.close} />
      <Box visibleFrom="sm" className={classes.sidebar} data-icons-only={iconsOnly || undefined}>
        <div className={classes.sidebarInner}>
          <Group
            justify={iconsOnly ? 'center' : 'space-between'}
            wrap="nowrap"
            pl={iconsOnly ? 0 : 'sm'}
            mb="md"
          >
            {!iconsOnly && <Text fw={700}>{t('backoffice.title')}</Text>}
            <Flex gap={4} direction={iconsOnly ? 'column' : 'row'}>
              <SideButton label={searchLabel} onClick={searchDialog.open}>
                <IconSearch size={20} stroke={1.6} aria-hidden />
              </SideButton>
              <SideButton label={sideMenuToggle} onClick={() => setSideMenu(iconsOnly ? 'names' : 'icons')}>
                {iconsOnly ? (
                  <IconLayoutSidebarLeftExpand size={20} stroke={1.6} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} aria-hidden />
                )}
              </SideButton>
            </Flex>
          </Group>
          <BackofficeNav groups={groups} compact={iconsOnly} />
        </div>
      </Box>
      <div className={classes.content}>
        <Box hiddenFrom="sm" mb="md">
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconMenu2 size={18} stroke={1.6} aria-hidden />}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{ transform: menuOpened ? 'rotate(180deg)' : undefined }}
                />
              }
              onClick={menu.toggle}
              aria-expanded={menuOpened}
              aria-controls={menuId}
            >
              {t('backoffice.openMenu')}
            </Button>
            <ActionIcon variant="default" size={36} aria-label={searchLabel} onClick={searchDialog.open}>
              <IconSearch size={18} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Group>
          <Collapse expanded={menuOpened} id={menuId}>
            <Paper withBorder radius="sm" p="xs" mt="xs">
              <BackofficeNav groups={groups} onNavigate={menu.close} />
            </Paper>
          </Collapse>
        </Box>
        <Routes>
          <Route
            index
            element={
              <Navigate
                to={(permitted.find((area) => area.landing) ?? permitted[0])?.path ?? paths.home}
                replace
              />
            }
          />
          {permitted.flatMap((area) =>
            area.pages.map((page) => <Route key={page.path} path={sub(page.path)} element={page.element} />),
          )}
          {/* A staff member reaching an area their role does not open is told that, not that the
              back office is for staff. */}
          <Route
            path="*"
            element={
              <Alert color="red" title={t('backoffice.forbidden.title')}>
                {t('backoffice.forbidden.areaText', {
                  role: t(`backoffice.roles.${permissions.data.Role}`),
                })}
              </Alert>
            }
          />
        </Routes>
      </div>
    </div>
  );
}
