import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { ReactionSet } from './chat.events';
import { chatReadDecider, chatSettingsDecider, reactionDecider, SetReaction } from './chat-choices.decider';

const now = new Date('2026-03-05T01:30:00.000Z');

describe("the chat's small choices", () => {
  it('a chat is closed to visitors until its manager opens it; setting what it is adds nothing', () => {
    const settings = deciderSpec(chatSettingsDecider);
    settings.given([]).when({ leagueId: 'L', openToVisitors: false, now }).thenEmits([]);
    const opened = {
      type: 'ChatSettingsSet' as const,
      data: { leagueId: 'L', openToVisitors: true, setAt: now.toISOString() },
    };
    settings.given([]).when({ leagueId: 'L', openToVisitors: true, now }).thenEmits([opened]);
    settings.given([opened]).when({ leagueId: 'L', openToVisitors: true, now }).thenEmits([]);
  });

  it('a read mark only moves forward (ids compare as numbers, not as text)', () => {
    const read = deciderSpec(chatReadDecider);
    const mark = (lastSeenId: string) => ({
      type: 'ChatReadUpTo' as const,
      data: { leagueId: 'L', entryId: 'e1', lastSeenId },
    });
    read
      .given([])
      .when({ leagueId: 'L', entryId: 'e1', lastSeenId: '9' })
      .thenEmits([mark('9')]);
    read
      .given([mark('9')])
      .when({ leagueId: 'L', entryId: 'e1', lastSeenId: '10' })
      .thenEmits([mark('10')]);
    read
      .given([mark('10')])
      .when({ leagueId: 'L', entryId: 'e1', lastSeenId: '9' })
      .thenEmits([]);
    read
      .given([mark('10')])
      .when({ leagueId: 'L', entryId: 'e1', lastSeenId: '10' })
      .thenEmits([]);
  });

  it('one reaction per person per happening: changed, taken back, the same twice adds nothing', () => {
    const reactions = deciderSpec(reactionDecider);
    const command = (reaction: SetReaction['reaction']): SetReaction => ({
      leagueId: 'L',
      season: 49,
      happeningId: 12,
      reactorKey: 'entry:e1',
      reaction,
      moment: { episode: 3, minute: 41 },
      now,
    });
    const set = (reaction: SetReaction['reaction']): ReactionSet => ({
      type: 'ReactionSet',
      data: {
        leagueId: 'L',
        season: 49,
        happeningId: 12,
        reactorKey: 'entry:e1',
        reaction,
        sentAt: now.toISOString(),
        moment: { episode: 3, minute: 41 },
      },
    });
    reactions
      .given([])
      .when(command('fire'))
      .thenEmits([set('fire')]);
    reactions
      .given([set('fire')])
      .when(command('fire'))
      .thenEmits([]);
    reactions
      .given([set('fire')])
      .when(command('snake'))
      .thenEmits([set('snake')]);
    reactions
      .given([set('fire')])
      .when(command(null))
      .thenEmits([set(null)]);
    reactions.given([]).when(command(null)).thenEmits([]);
  });
});
