import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  // A device with notifications on tells the server whenever its spoiler shield changes, on whatever page. Loaded
  // apart, off the first load's path, and only once notifications are allowed here (at start, or when the person
  // allows them): a device without the permission holds no push subscription, so a first visit downloads nothing
  // of it.
  useEffect(() => {
    if (typeof Notification === 'undefined') return;
    let stop: (() => void) | undefined;
    let ended = false;
    let started = false;
    const follow = () => {
      if (started) return;
      started = true;
      void import('@/features/notifications/utils/follow-shield').then(({ followShieldHere }) => {
        if (!ended) stop = followShieldHere();
      });
    };
    let permission: PermissionStatus | undefined;
    if (Notification.permission === 'granted') follow();
    else {
      navigator.permissions
        ?.query({ name: 'notifications' })
        .then((status) => {
          if (ended) return;
          permission = status;
          status.onchange = () => {
            if (status.state === 'granted') follow();
          };
        })
        .catch(() => undefined);
    }
    return () => {
      ended = true;
      if (permission) permission.onchange = null;
      stop?.();
    };
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
