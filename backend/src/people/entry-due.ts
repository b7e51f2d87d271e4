import {
  EntryDue,
  inRange,
  pickCutoffInForce,
  SeasonSchedule,
  seasonEpisodeRanges,
  swapDeadlineInForce,
} from '@tribal/contracts';

/** What "due next" of one entry is judged by: its league's deadlines, the season's schedule, what it did already. */
export interface EntryDueFacts {
  draftDeadline: Date | null;
  leagueCutoffs: Readonly<Record<string, string>>;
  schedule: Readonly<SeasonSchedule>;
  /** the season's number of episodes */
  episodes: number;
  drafted: boolean;
  swapUsed: boolean;
  pickedEpisodes: readonly number[];
}

/**
 * What the person must do next for an entry, with when it closes (My leagues): the draft, while it is open and not
 * done; else this week's elimination pick (the next episode whose cutoff in force is still ahead), while it has
 * none; else the one swap, while unused and open. The deadlines are the ones the draft, pick and swap rules judge
 * by (`pickCutoffInForce`, `swapDeadlineInForce`): what is shown as due is what would be accepted.
 */
export function entryDue(facts: EntryDueFacts, now: Date): EntryDue | undefined {
  const ahead = (at: string | Date | null | undefined) => at != null && new Date(at).getTime() > now.getTime();
  if (!facts.drafted) {
    return ahead(facts.draftDeadline) ? { what: 'draft', at: (facts.draftDeadline as Date).toISOString() } : undefined;
  }
  const { pick } = seasonEpisodeRanges(facts.episodes);
  for (let episode = pick.first; inRange(episode, pick); episode++) {
    const cutoff = pickCutoffInForce(facts.leagueCutoffs, facts.schedule, episode, facts.episodes);
    if (!cutoff || !ahead(cutoff.at)) continue;
    if (!facts.pickedEpisodes.includes(episode)) return { what: 'pick', at: new Date(cutoff.at).toISOString() };
    break;
  }
  if (facts.swapUsed) return undefined;
  const swap = swapDeadlineInForce(facts.leagueCutoffs, facts.schedule, facts.episodes);
  return swap && ahead(swap.at) ? { what: 'swap', at: new Date(swap.at).toISOString() } : undefined;
}
