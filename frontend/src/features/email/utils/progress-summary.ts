import type { EmailProgress } from '@tribal/contracts';

export interface ProgressSummary {
  total: number;
  /** every mail was either delivered or given up on */
  done: boolean;
  /** shares of the bar, in percent, summing to 100 when there is anything to show */
  percent: { sent: number; failed: number; queued: number };
  text: string;
}

/** The words and bar of a send's delivery progress. */
export function progressSummary({ queued, sent, failed }: EmailProgress): ProgressSummary {
  const total = queued + sent + failed;
  const share = (n: number) => (total === 0 ? 0 : (n / total) * 100);
  const done = queued === 0;
  const mails = (n: number) => `${n} ${n === 1 ? 'email' : 'emails'}`;
  let text: string;
  if (total === 0) text = 'Nobody to send to: no member has an email yet.';
  else if (!done) text = `Delivering: ${sent} of ${total} sent${failed ? `, ${failed} failed` : ''}…`;
  else if (failed === 0) text = `All ${mails(total)} delivered.`;
  else text = `Finished: ${mails(sent)} delivered, ${failed} failed.`;
  return { total, done, percent: { sent: share(sent), failed: share(failed), queued: share(queued) }, text };
}
