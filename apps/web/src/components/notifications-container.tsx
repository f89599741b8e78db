import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/**
 * Where toasts appear; loaded by Toasts with the first one. Top right, over the header: there they
 * cover the user and language menus for a few seconds, never the page's own buttons (save, back to the
 * list, invite), which are what users reach for right after an action. Each toast's close button is
 * named in the user's language (Mantine's has no name of its own).
 */
export function NotificationsContainer() {
  const { t } = useTranslation('shell');
  return (
    <MantineThemeProvider
      theme={{
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('shell.close') } } },
        },
      }}
    >
      <Notifications position="top-right" />
    </MantineThemeProvider>
  );
}
