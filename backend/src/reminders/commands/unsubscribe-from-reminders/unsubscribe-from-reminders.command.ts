import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { reminderSubscriptionDecider } from '../../domain/reminder.decider';
import { reminderSubscriptionStreamId } from '../../domain/reminder.events';

export class UnsubscribeFromReminders extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(UnsubscribeFromReminders)
export class UnsubscribeFromRemindersHandler implements ICommandHandler<UnsubscribeFromReminders> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ email }: UnsubscribeFromReminders): Promise<void> {
    await this.store.execute('UnsubscribeFromReminders', undefined, (tx) =>
      decideAndAppend(
        tx,
        reminderSubscriptionStreamId(email),
        reminderSubscriptionDecider,
        { type: 'UnsubscribeFromReminders', email, now: this.clock.now() },
        { actor: `member-email:${email}` },
      ),
    );
  }
}
