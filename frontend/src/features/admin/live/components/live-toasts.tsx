import { Alert } from 'react-bootstrap';

export interface LiveToast {
  id: string;
  variant: 'danger' | 'info';
  text: string;
}

/**
 * The live screen's notices, in the page's flow under the episode bar: a notice pinned over the page would sit on
 * the tiles the admin's thumb goes to next. Each stays until dismissed (its × is a full-size tap target) or until
 * the same text comes again, so none disappears from under a moving thumb either.
 */
export function LiveToasts({ toasts, onDismiss }: { toasts: LiveToast[]; onDismiss(id: string): void }) {
  if (toasts.length === 0) return null;
  return (
    <div className="tp-live-toasts">
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          variant={toast.variant}
          className="tp-live-toast"
          dismissible
          closeLabel="Dismiss"
          onClose={() => onDismiss(toast.id)}
          role={toast.variant === 'danger' ? 'alert' : 'status'}
        >
          {toast.text}
        </Alert>
      ))}
    </div>
  );
}
