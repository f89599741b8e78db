import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded by Toasts with the first one. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
