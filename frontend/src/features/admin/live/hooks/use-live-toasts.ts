import { useState } from 'react';
import type { LiveToast } from '../components/live-toasts';

/** The live screen's notices: a text shown again replaces its older copy instead of stacking under it. */
export function useLiveToasts() {
  const [toasts, setToasts] = useState<LiveToast[]>([]);
  const showToast = (toast: Omit<LiveToast, 'id'>) =>
    setToasts((shown) => [
      ...shown.filter((t) => t.text !== toast.text),
      { ...toast, id: `${Date.now()}-${Math.random()}` },
    ]);
  const dismissToast = (id: string) => setToasts((shown) => shown.filter((t) => t.id !== id));
  return { toasts, showToast, dismissToast };
}
