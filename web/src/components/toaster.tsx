/**
 * The notification queue's live region, fixed in the bottom-right corner. The callouts are a
 * chunk of their own, fetched with the first notification: every page mounts the region, and
 * most pages (the sign-in page, the bond calculator) never show a notification.
 */
import { lazy, Suspense } from 'react';
import { useNotifications } from '@/lib/notifications';

const NotificationList = lazy(() => import('./notification-list').then((m) => ({ default: m.NotificationList })));

export function Toaster() {
  const notifications = useNotifications();
  return (
    <div
      aria-live="polite"
      aria-label="Notifications"
      role="region"
      style={{
        position: 'fixed',
        right: 'var(--space-3)',
        bottom: 'var(--space-3)',
        left: 'var(--space-3)',
        zIndex: 2147483000,
        pointerEvents: 'none',
        display: 'flex',
        justifyContent: 'flex-end',
      }}
    >
      {notifications.length > 0 ? (
        <Suspense fallback={null}>
          <NotificationList notifications={notifications} />
        </Suspense>
      ) : null}
    </div>
  );
}
