import { Inject, OnModuleDestroy } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { LIVE_EVENTS, PicksChangedMessage } from '@tribal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LiveGateway } from './live.gateway';
import { picksRoom } from './live-room';
import { PicksChanged } from './picks-changed.notification';

/**
 * Every viewer of the pick board re-reads it on a push: in the rush before a cutoff, a push per pick would have
 * each of them re-read it once per pick. An episode's first change is pushed at once; the rest of its spacing
 * (a second, PICKS_PUSH_SPACING_MS) become one more push when the spacing is over.
 *
 * After commit: a pick changed. The picks room is shared by every viewer of the league's board, so the message names only the
 * episode (sealed picks): each viewer re-reads the picks it may see with its own credentials.
 */
@EventsHandler(PicksChanged)
export class PicksPushHandler implements IEventHandler<PicksChanged>, OnModuleDestroy {
  /** per room and episode pushed within the last second: whether another change has come since */
  private readonly spaced = new Map<string, { changedSince: boolean; timer: NodeJS.Timeout }>();

  constructor(
    private readonly gateway: LiveGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handle(notification: PicksChanged): void {
    const { message } = notification;
    const key = `${picksRoom(message.leagueId, message.season)}\n${message.episode}`;
    const spacing = this.spaced.get(key);
    if (spacing) {
      spacing.changedSince = true;
      return;
    }
    this.push(message, notification);
    const timer = setTimeout(() => {
      const started = this.spaced.get(key);
      this.spaced.delete(key);
      // The spaced push is a change of its own: it carries no commit time, so it adds no latency sample.
      if (started?.changedSince) this.handle({ message } as PicksChanged);
    }, this.config.picksPushSpacingMs).unref();
    this.spaced.set(key, { changedSince: false, timer });
  }

  /**
   * A stopping process sends no spaced push: its socket server and Redis connections are closing, and a publish on
   * a closed connection would reject with nobody to catch it. Its viewers move to another process, which pushes.
   */
  onModuleDestroy(): void {
    for (const { timer } of this.spaced.values()) clearTimeout(timer);
    this.spaced.clear();
  }

  private push(message: PicksChangedMessage, after: object): void {
    this.gateway.push(picksRoom(message.leagueId, message.season), LIVE_EVENTS.picks, message, after);
  }
}
