import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAsync } from '@/hooks/use-async';
import { errorMessage } from '@/lib/api-client';
import { getProblemReports } from '../api/get-problem-reports';
import { ProblemReportItem } from './problem-report-item';

export const NO_PROBLEM_REPORTS = 'No problem reports yet.';
const COULD_NOT_LOAD_REPORTS = 'Could not load problem reports.';

/** The dashboard's inbox of Report a Problem submissions, newest first. */
export function ProblemReportsCard() {
  const reports = useAsync((signal) => getProblemReports(signal), []);
  const list = reports.data?.reports ?? [];

  return (
    <Card className="tp-card shadow-sm" as="section" aria-labelledby="problem-reports-title">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
          <h2 className="h5 mb-0" id="problem-reports-title">
            Problem reports
            {reports.status === 'success' && list.length > 0 && (
              <Badge bg="warning" text="dark" pill className="ms-2 align-middle">
                {list.length}
              </Badge>
            )}
          </h2>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={reports.reload}
            disabled={reports.status === 'loading'}
          >
            Refresh
          </Button>
        </div>
        {reports.status === 'loading' && <PageSpinner label="Loading reports…" />}
        {reports.status === 'error' && (
          <Alert variant="danger" role="alert" className="mb-0">
            {errorMessage(reports.error, COULD_NOT_LOAD_REPORTS)}
          </Alert>
        )}
        {reports.status === 'success' &&
          (list.length === 0 ? (
            <p className="text-secondary mb-0">{NO_PROBLEM_REPORTS}</p>
          ) : (
            <ul className="tp-report-list" aria-label="Problem reports">
              {list.map((report) => (
                <ProblemReportItem key={report.id} report={report} />
              ))}
            </ul>
          ))}
      </Card.Body>
    </Card>
  );
}
