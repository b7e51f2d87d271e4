import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SCHEDULE_MESSAGES, SeasonSchedule } from '@tribal/contracts';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { scheduleDecider } from '../../domain/schedule.decider';
import { scheduleStreamId } from '../../domain/schedule.events';

export class SetSeasonSchedule extends Command<{ message: string; schedule: SeasonSchedule }> {
  constructor(
    readonly season: number,
    readonly airTimes: Record<string, Date>,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(SetSeasonSchedule)
export class SetSeasonScheduleHandler implements ICommandHandler<SetSeasonSchedule> {
  constructor(private readonly store: EventStore) {}

  execute({ season, airTimes, idempotencyKey }: SetSeasonSchedule) {
    return this.store.execute('SetSeasonSchedule', idempotencyKey, async (tx) => {
      const [event] = await decideAndAppend(
        tx,
        scheduleStreamId(season),
        scheduleDecider,
        { type: 'SetSeasonSchedule', season, airTimes },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return { message: SCHEDULE_MESSAGES.saved, schedule: (event.data as { airTimes: SeasonSchedule }).airTimes };
    });
  }
}
