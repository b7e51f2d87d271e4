import { Alert, ProgressBar } from 'react-bootstrap';
import { useEmailProgress } from '../hooks/use-email-progress';
import { progressSummary } from '../utils/progress-summary';

/** Live delivery of one send: a bar of sent, failed and still-queued mails, and the three counts. */
export function EmailDeliveryProgress({ commandId, recipients }: { commandId: string; recipients: number }) {
  const { progress, via, error } = useEmailProgress(commandId);
  const summary = progress ? progressSummary(progress) : null;

  return (
    <section aria-label="Delivery progress" className="tp-email-progress">
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-2">
        <h2 className="h6 mb-0">Delivery</h2>
        {via && !summary?.done && (
          <span className="small text-secondary">{via === 'socket' ? 'Live' : 'Checking every 2 seconds'}</span>
        )}
      </div>
      {summary ? (
        <>
          <ProgressBar className="mb-2" style={{ height: '0.9rem' }} aria-hidden="true">
            <ProgressBar variant="success" now={summary.percent.sent} key="sent" />
            <ProgressBar variant="danger" now={summary.percent.failed} key="failed" />
            <ProgressBar variant="info" striped animated now={summary.percent.queued} key="queued" />
          </ProgressBar>
          <p className="small mb-2" role="status" aria-live="polite">
            {summary.text}
          </p>
          <dl className="tp-email-counts mb-0" data-testid="email-progress">
            <div>
              <dt>Queued</dt>
              <dd data-count="queued">{progress?.queued}</dd>
            </div>
            <div>
              <dt>Sent</dt>
              <dd data-count="sent" className="text-success">
                {progress?.sent}
              </dd>
            </div>
            <div>
              <dt>Failed</dt>
              <dd data-count="failed" className={progress?.failed ? 'text-danger' : undefined}>
                {progress?.failed}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="small text-secondary mb-0">
          Queued for {recipients} {recipients === 1 ? 'recipient' : 'recipients'}; waiting for the first delivery…
        </p>
      )}
      {error && (
        <Alert variant="warning" className="small py-2 mt-2 mb-0">
          Could not check the delivery just now; trying again.
        </Alert>
      )}
    </section>
  );
}
