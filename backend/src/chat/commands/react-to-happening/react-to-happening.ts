import { Injectable } from '@nestjs/common';
import { CHAT_MESSAGES, chatMoment, ReactionRequest } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { notFound } from '../../../common/domain-error';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { readSeasonSchedule } from '../../../game/season-schedule.sql';
import { ChatLeague, happeningInFeed } from '../../chat.sql';
import { Chatter } from '../../chatter';
import { reactionStreamId } from '../../domain/chat.events';
import { reactionDecider } from '../../domain/chat-choices.decider';

/**
 * PUT /api/leagues/{id}/reactions: the caller's one reaction to a line of the season's happenings feed, changed or
 * taken back (null). Like a message, it carries the minute of the episode its sender has reached.
 */
@Injectable()
export class ReactToHappening {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(league: ChatLeague, reactor: Chatter, request: ReactionRequest): Promise<void> {
    return this.store.execute('ReactToHappening', undefined, async (tx) => {
      if (request.season !== league.season || !(await happeningInFeed(tx.manager, request.season, request.happeningId)))
        throw notFound(CHAT_MESSAGES.happeningNotFound);
      const now = this.clock.now();
      const schedule = await readSeasonSchedule(tx.manager, league.season);
      await decideAndAppend(
        tx,
        reactionStreamId(league.id, request.season, request.happeningId, reactor.key),
        reactionDecider,
        {
          leagueId: league.id,
          season: request.season,
          happeningId: request.happeningId,
          reactorKey: reactor.key,
          reaction: request.reaction,
          moment: chatMoment(schedule, { timeZone: request.timeZone }, now.getTime()),
          now,
        },
        { actor: `chat:${reactor.userName}` },
      );
    });
  }
}
