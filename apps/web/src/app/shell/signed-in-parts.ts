import { lazy } from 'react';

// The parts of the frame only signed-in users see, each loaded the first time it renders: the
// sign-in page, which has no session, does not download them (decision 022). They render inside a
// Suspense boundary of their own, so that the rest of the frame does not wait for them.

export const UserMenu = lazy(() =>
  import('../../features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })),
);

export const CompanyParentSelect = lazy(() =>
  import('../../features/auth/components/company-parent-select').then((m) => ({
    default: m.CompanyParentSelect,
  })),
);

export const ShellNavbar = lazy(() => import('./shell-navbar').then((m) => ({ default: m.ShellNavbar })));

export const PopupBanner = lazy(() =>
  import('../../features/popups/components/popup-banner').then((m) => ({ default: m.PopupBanner })),
);

export const MaintenanceNotice = lazy(() =>
  import('../../features/settings/components/maintenance-notice').then((m) => ({
    default: m.MaintenanceNotice,
  })),
);
