import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear; loaded by Toasts with the first one. Top right, over the header: there they
 * cover the user and language menus for a few seconds, never the page's own buttons (save, back to the
 * list, invite), which are what users reach for right after an action.
 */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
