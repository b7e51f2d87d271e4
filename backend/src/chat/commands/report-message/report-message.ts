import { Inject, Injectable } from '@nestjs/common';
import { CHAT_MESSAGES, leaguePath } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { notFound } from '../../../common/domain-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { appLink } from '../../../mail/app-link';
import { MailOutbox } from '../../../mail/mail-outbox';
import { chatMessageReportedMail } from '../../../mail/templates/commissioner-mails';
import { ChatLeague, messageOf } from '../../chat.sql';
import { Chatter } from '../../chatter';
import { chatMessageStreamId } from '../../domain/chat.events';
import { chatMessageDecider } from '../../domain/chat-message.decider';

/**
 * POST /api/leagues/{id}/chat/{messageId}/report: any member (or the commissioner) tells the commissioner about a
 * message, once per reporter. The mail is recorded in the outbox in the report's transaction, keyed by the report,
 * so a repeat sends nothing more.
 */
@Injectable()
export class ReportChatMessage {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  run(league: ChatLeague, messageId: string, reporter: Chatter): Promise<void> {
    return this.store.execute('ReportChatMessage', undefined, async (tx) => {
      const message = await messageOf(tx.manager, league.id, messageId);
      if (!message) throw notFound(CHAT_MESSAGES.messageNotFound);
      const reported = await decideAndAppend(
        tx,
        chatMessageStreamId(league.id, messageId),
        chatMessageDecider,
        { type: 'ReportMessage', reporter: { key: reporter.key, userName: reporter.userName }, now: this.clock.now() },
        { actor: `chat:${reporter.userName}` },
      );
      if (reported.length === 0 || !league.commissionerEmail) return;
      await this.outbox.record(tx, [
        {
          intentKey: `chat-report:${league.id}:${messageId}:${reporter.key}`,
          to: league.commissionerEmail,
          ...chatMessageReportedMail({
            leagueName: league.name,
            author: message.userName,
            reporter: reporter.userName,
            text: message.text,
            leagueLink: appLink(this.config, leaguePath(league.id)),
          }),
        },
      ]);
    });
  }
}
