import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  // A device with notifications on tells the server whenever its spoiler shield changes, on whatever page. Loaded
  // apart, off the first load's path: nothing of it is needed to paint.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('@/features/notifications/utils/follow-shield').then(({ followShieldHere }) => {
      if (!ended) stop = followShieldHere();
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
