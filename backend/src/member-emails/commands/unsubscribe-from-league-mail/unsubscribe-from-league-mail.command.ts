import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { memberEmailDecider } from '../../domain/member-email.decider';
import { memberEmailStreamId } from '../../domain/member-email.events';

/** The one-click link of a league's mail: that league mails the address no more (sign-in links still go). */
export class UnsubscribeFromLeagueMail extends Command<void> {
  constructor(
    readonly email: string,
    readonly leagueId: string,
  ) {
    super();
  }
}

@CommandHandler(UnsubscribeFromLeagueMail)
export class UnsubscribeFromLeagueMailHandler implements ICommandHandler<UnsubscribeFromLeagueMail> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ email, leagueId }: UnsubscribeFromLeagueMail): Promise<void> {
    await this.store.execute('UnsubscribeFromLeagueMail', undefined, (tx) =>
      decideAndAppend(
        tx,
        memberEmailStreamId(email),
        memberEmailDecider,
        { type: 'UnsubscribeFromLeagueMail', email, leagueId, now: this.clock.now() },
        { actor: `member-email:${email}` },
      ),
    );
  }
}
