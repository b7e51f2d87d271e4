import {
  formatDollars,
  formatRecordTime,
  LeagueRecordEntry,
  SCORING_PRESET_LABELS,
  scoringTableChanges,
} from '@tribal/contracts';
import { AppEvent } from '../../../app-events';
import { StoredEvent } from '../../../event-store/stored-event';

export interface RecordContext {
  castawayName: (castawayId: number) => string;
  /** whether an episode's picks are unsealed (contracts' picksUnsealed): before that a pick stays sealed */
  pickClosed: (episode: number) => boolean;
}

const ET = (iso: string) => `${formatRecordTime(iso)} ET`;
const actorOf = (event: StoredEvent): LeagueRecordEntry['actor'] | null =>
  event.metadata.actor === 'admin' || event.metadata.actor === 'commissioner' ? event.metadata.actor : null;

/** A league's stream and its members' draft and pick streams: events of every slice, so the app's whole union. */
type AnyEvent = StoredEvent & AppEvent;

/**
 * The league's record as a pure fold over its events (oldest first in, newest first out): every change the site
 * admin or the commissioner made, in words, with before → after values. Real names, emails and password digests
 * are in some of these events and never in a line; a corrected pick names its castaways only once the episode's
 * picks have closed (until then nobody but the member may know it).
 */
export function buildLeagueRecord(events: readonly StoredEvent[], context: RecordContext): LeagueRecordEntry[] {
  let draftDeadline: string | null = null;
  let cutoffs: Record<string, string> = {};
  let settings: { entryFeeDollars: number; payoutPercents: number[]; paymentHandles: Record<string, string> } | null =
    null;
  const teams = new Map<string, number[]>();
  const picks = new Map<string, number>();
  const lines: LeagueRecordEntry[] = [];

  for (const stored of events as AnyEvent[]) {
    const actor = actorOf(stored);
    const at = new Date(stored.occurredAt).toISOString();
    const add = (summary: string, before?: string, after?: string) => {
      if (actor)
        lines.push({
          at,
          actor,
          summary,
          ...(before !== undefined && { before }),
          ...(after !== undefined && { after }),
        });
    };
    const event: AppEvent = stored;
    switch (event.type) {
      case 'LeagueCreated':
        add(`League created for season ${event.data.season}`);
        break;
      case 'LeagueActivated':
        add('League activated by its commissioner');
        break;
      case 'DraftDeadlineSet': {
        const next = event.data.draftDeadline;
        if (next === draftDeadline) add('Draft deadline saved, unchanged');
        else if (draftDeadline && next)
          add(
            `Draft deadline moved from ${formatRecordTime(draftDeadline)} to ${ET(next)}`,
            ET(draftDeadline),
            ET(next),
          );
        else if (next) add(`Draft deadline set to ${ET(next)}`, undefined, ET(next));
        else if (draftDeadline) add(`Draft deadline removed (was ${ET(draftDeadline)})`, ET(draftDeadline), 'none');
        draftDeadline = next;
        break;
      }
      case 'EliminationCutoffsSet': {
        const next = event.data.cutoffs;
        const episodes = [...new Set([...Object.keys(cutoffs), ...Object.keys(next)])]
          .filter((episode) => cutoffs[episode] !== next[episode])
          .sort((a, b) => Number(a) - Number(b));
        if (episodes.length === 0) add('Weekly cutoffs saved, unchanged');
        for (const episode of episodes) {
          const was = cutoffs[episode];
          const now = next[episode];
          if (was && now)
            add(`Cutoff of episode ${episode} moved from ${formatRecordTime(was)} to ${ET(now)}`, ET(was), ET(now));
          else if (now) add(`Cutoff of episode ${episode} set to ${ET(now)}`, undefined, ET(now));
          else add(`Cutoff of episode ${episode} removed: it closes when the episode airs`, ET(was), 'air time');
        }
        cutoffs = next;
        break;
      }
      case 'CommissionerSettingsSet': {
        const { entryFeeDollars, payoutPercents, paymentHandles } = event.data;
        const changed: Array<[string, string, string]> = [];
        const fee = (d: number) => formatDollars(d);
        const split = (p: number[]) => p.map((share) => `${share}%`).join(' / ');
        if (!settings || settings.entryFeeDollars !== entryFeeDollars)
          changed.push(['Entry fee', settings ? fee(settings.entryFeeDollars) : '', fee(entryFeeDollars)]);
        if (!settings || split(settings.payoutPercents) !== split(payoutPercents))
          changed.push(['Payouts', settings ? split(settings.payoutPercents) : '', split(payoutPercents)]);
        for (const [key, label] of [
          ['venmo', 'Venmo handle'],
          ['paypal', 'PayPal handle'],
          ['cashApp', 'CashApp handle'],
          ['other', 'Other payment note'],
        ] as const) {
          const was = settings?.paymentHandles[key] ?? '';
          if (was !== paymentHandles[key]) changed.push([label, was || 'none', paymentHandles[key] || 'none']);
        }
        if (changed.length === 0) add('Payment settings saved, unchanged');
        for (const [label, was, now] of changed)
          add(was ? `${label} changed from ${was} to ${now}` : `${label} set to ${now}`, was || undefined, now);
        settings = { entryFeeDollars, payoutPercents, paymentHandles };
        break;
      }
      case 'CommissionerHandedOver':
        add(
          `League handed over from ${event.data.fromUserName} to ${event.data.toUserName}`,
          event.data.fromUserName,
          event.data.toUserName,
        );
        break;
      case 'LeagueContinued':
        add(
          `League carried on from season ${event.data.fromSeason} into season ${event.data.season}`,
          `Season ${event.data.fromSeason}`,
          `Season ${event.data.season}`,
        );
        break;
      // The code itself stays off the public record: it is what keeps strangers out of the pool.
      case 'JoinCodeSet':
        add(event.data.joinCode ? 'Join code changed' : 'Join code removed: anyone may join');
        break;
      case 'LeagueMembersEmailed':
        add(
          `Members emailed (${event.data.recipients} ${event.data.recipients === 1 ? 'address' : 'addresses'}): “${event.data.subject}”`,
        );
        break;
      case 'MemberRemoved':
        add(`${event.data.userName} removed from the league`);
        break;
      case 'DraftLockedIn':
      case 'CastawaySwapped':
        teams.set(stored.streamId, event.data.team);
        break;
      case 'DraftEditedByAdmin': {
        const was = teams.get(stored.streamId);
        const now = event.data.team;
        const names = (ids: number[]) => ids.map(context.castawayName).join(', ');
        // A commissioner's edit counts from the next unscored episode (issue 33): the line says from when.
        const from = event.data.effectiveFromEpisode ?? 1;
        const counts = from > 1 ? ` (counts from episode ${from})` : '';
        if (!was) add(`${event.data.userName}'s draft set: ${names(now)}${counts}`, undefined, names(now));
        else {
          const out = was.filter((id) => !now.includes(id));
          const inn = now.filter((id) => !was.includes(id));
          if (out.length === 0) add(`${event.data.userName}'s draft saved, unchanged`);
          else
            add(
              `${event.data.userName}'s draft edited: ${names(out)} → ${names(inn)}${counts}`,
              names(was),
              names(now),
            );
        }
        teams.set(stored.streamId, now);
        break;
      }
      case 'EliminationPickSubmitted':
      case 'EliminationPickCorrected': {
        const key = `${stored.streamId}/${event.data.episode}`;
        const was = picks.get(key);
        picks.set(key, event.data.castawayId);
        if (event.type === 'EliminationPickSubmitted') break;
        const { userName, episode, castawayId } = event.data;
        if (!context.pickClosed(episode)) {
          // Sealed: the line says a correction happened, never which castaway (commissioners and members read this).
          add(`${userName}'s pick for episode ${episode} corrected (shown once the episode's picks close)`);
        } else if (was === undefined) {
          add(
            `${userName}'s pick for episode ${episode} set to ${context.castawayName(castawayId)}`,
            undefined,
            context.castawayName(castawayId),
          );
        } else {
          const before = context.castawayName(was);
          const after = context.castawayName(castawayId);
          add(`${userName}'s pick for episode ${episode} corrected: ${before} → ${after}`, before, after);
        }
        break;
      }
      // Issue 31: who was hidden or muted, never the message's text (a hidden text is not repeated anywhere).
      case 'ChatMessageHidden':
        add(`Chat message by ${event.data.userName} hidden`);
        break;
      case 'MemberMutedInChat':
        add(`${event.data.userName} muted in the chat until ${ET(event.data.mutedUntil)}`);
        break;
      case 'ChatSettingsSet':
        add(event.data.openToVisitors ? 'Chat opened to visitors' : 'Chat closed to visitors');
        break;
      case 'ScoringTableChanged': {
        // Issue 32: one line per value, before → after; the standings were recomputed under the new table.
        const { before, after } = event.data;
        const preset = SCORING_PRESET_LABELS[after.preset];
        for (const change of scoringTableChanges(before, after))
          add(
            `Scoring table (${preset}): ${change.label} changed from ${change.before} to ${change.after}`,
            change.before,
            change.after,
          );
        break;
      }
      default:
        // Joins, devices, the league's deletion: either not a manager's change or nothing left to show.
        if (event.type === 'LeagueDeleted') add('League deleted');
    }
  }
  return lines.reverse();
}
