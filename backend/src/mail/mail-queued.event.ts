import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MailDispatcher } from './mail-dispatcher';

/** Published after the commit that recorded these outbox rows. */
export class MailQueued {
  constructor(readonly outboxIds: readonly string[]) {}
}

@EventsHandler(MailQueued)
export class MailQueuedHandler implements IEventHandler<MailQueued> {
  constructor(private readonly dispatcher: MailDispatcher) {}

  async handle({ outboxIds }: MailQueued): Promise<void> {
    await this.dispatcher.dispatch(outboxIds);
  }
}
