import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MailModule } from '../mail/mail.module';
import { ChatController } from './chat.http.controller';
import { ChatProjection } from './chat.projection';
import { ChatReadModel } from './chat-notices';
import { ChatReadTables } from './chat-read-model';
import { ChatCallerGuard } from './chatter';
import { HideChatMessage } from './commands/hide-message/hide-message';
import { MarkChatRead } from './commands/mark-chat-read/mark-chat-read';
import { MuteChatMember } from './commands/mute-member/mute-member';
import { PostChatMessage } from './commands/post-message/post-message';
import { ReactToHappening } from './commands/react-to-happening/react-to-happening';
import { ReportChatMessage } from './commands/report-message/report-message';
import { SetChatSettings } from './commands/set-chat-settings/set-chat-settings';
import { GetChatPage } from './queries/get-chat-page/get-chat-page';
import { GetReactions } from './queries/get-reactions/get-reactions';

/**
 * Issue 31, league chat and reactions: commands append the chat's events, the chat projection keeps its read tables
 * and publishes `chat-notices.ts` after commit, and `ChatReadModel` answers the live fan-out (`live/chat`).
 */
@Module({
  imports: [CqrsModule, MailModule],
  controllers: [ChatController],
  providers: [
    ChatProjection,
    ChatReadTables,
    { provide: ChatReadModel, useClass: ChatReadTables },
    ChatCallerGuard,
    PostChatMessage,
    HideChatMessage,
    MuteChatMember,
    ReportChatMessage,
    SetChatSettings,
    MarkChatRead,
    ReactToHappening,
    GetChatPage,
    GetReactions,
  ],
  exports: [ChatReadModel],
})
export class ChatModule {}
