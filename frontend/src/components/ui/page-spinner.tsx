import { Spinner } from 'react-bootstrap';

interface PageSpinnerProps {
  label?: string;
  /**
   * The spinner stands in for a whole page's content: it holds a screen's height, so the footer stays below the
   * fold while the page loads instead of showing, then being pushed away when the content arrives.
   */
  fillScreen?: boolean;
}

export function PageSpinner({ label = 'Loading…', fillScreen = false }: PageSpinnerProps) {
  return (
    <div
      className={`d-flex justify-content-center gap-2 py-5 text-secondary ${fillScreen ? 'align-items-start min-vh-100' : 'align-items-center'}`}
      role="status"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
