import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-container.module.css';

/** Where toasts appear (below the header, see the stylesheet); loaded by Toasts with the first one. */
export function NotificationsContainer() {
  return <Notifications position="top-right" classNames={{ root: classes.toasts }} />;
}
