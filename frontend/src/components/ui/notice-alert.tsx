import { Alert } from 'react-bootstrap';

/** The outcome of an action, shown above a form: success as a status, failure as an alert. */
export interface Notice {
  variant: 'success' | 'danger' | 'warning' | 'info';
  text: string;
  /** a second, smaller line: what the reader can do next */
  detail?: string;
  /** how a screen reader hears it, when the variant alone does not say (a warning that refuses the input is an alert) */
  role?: 'alert' | 'status';
}

interface NoticeAlertProps {
  notice: Notice | null;
  onClose?: () => void;
  className?: string;
}

/** The notice, or nothing; with `onClose` the reader can dismiss it. */
export function NoticeAlert({ notice, onClose, className }: NoticeAlertProps) {
  if (!notice) return null;
  return (
    <Alert
      className={className}
      variant={notice.variant}
      role={notice.role ?? (notice.variant === 'danger' ? 'alert' : 'status')}
      dismissible={onClose !== undefined}
      onClose={onClose}
    >
      {notice.text}
      {notice.detail && <span className="d-block small mt-1">{notice.detail}</span>}
    </Alert>
  );
}
