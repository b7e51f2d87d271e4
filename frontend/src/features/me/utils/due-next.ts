import type { EntryDue } from '@tribal/contracts';
// Relative, not '@/': the unit project reads this file without the app's path aliases.
import { formatInZone, viewerTimeZone } from '../../../lib/eastern-time';

export { viewerTimeZone };

const DUE_LABELS: Record<EntryDue['what'], string> = {
  draft: 'Draft due',
  pick: 'Pick due',
  swap: 'Swap closes',
};

/** What is due next for an entry, as My leagues says it: 'Pick due Wed, Mar 4, 4:00 PM PST'. */
export function dueNextText(due: EntryDue, timeZone: string = viewerTimeZone()): string {
  const at = Date.parse(due.at);
  return `${DUE_LABELS[due.what]} ${Number.isNaN(at) ? due.at : formatInZone(at, timeZone)}`;
}
