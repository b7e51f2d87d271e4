import type { ProblemReportSummary } from '@tribal/contracts';
import { formatEasternTime } from '@/lib/eastern-time';
import { problemReportScreenshotUrl } from '../api/get-problem-reports';

/** One report: who sent it and when, what they wrote, and the screenshot when they attached one. */
export function ProblemReportItem({ report }: { report: ProblemReportSummary }) {
  return (
    <li className="tp-report-item">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-1 mb-1">
        <div className="tp-report-from">
          <span className="fw-semibold">{report.name}</span>{' '}
          <a href={`mailto:${report.email}`} className="small text-break">
            {report.email}
          </a>
        </div>
        <time dateTime={report.createdAt} className="small text-secondary">
          {formatEasternTime(report.createdAt)}
        </time>
      </div>
      <p className="tp-report-message mb-1">{report.message}</p>
      {report.hasScreenshot && (
        <a href={problemReportScreenshotUrl(report.id)} target="_blank" rel="noreferrer" className="small">
          View screenshot
        </a>
      )}
    </li>
  );
}
