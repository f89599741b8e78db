import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

/**
 * The toasts (`notifications.show`). Their container and its code load with the first toast, not
 * with the sign-in page, which shows none (decision 022); it then stays, so that toasts can play
 * their closing transition.
 */
export function Toasts() {
  const count = useNotifications().notifications.length;
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (count > 0) setNeeded(true);
  }, [count]);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
