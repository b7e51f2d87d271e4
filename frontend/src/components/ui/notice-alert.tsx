import { Alert } from 'react-bootstrap';

/** The outcome of an action, shown above a form: success as a status, failure as an alert. */
export interface Notice {
  variant: 'success' | 'danger' | 'warning' | 'info';
  text: string;
}

/** The notice, or nothing; with `onClose` the reader can dismiss it. */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose?: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      variant={notice.variant}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
      dismissible={onClose !== undefined}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
