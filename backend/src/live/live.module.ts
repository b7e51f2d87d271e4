import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChatModule } from '../chat/chat.module';
import { CatchUpBeacon } from './catch-up-beacon';
import { ChatBatcher } from './chat/chat-batcher';
import { ChatFanOutHandler } from './chat/chat-fan-out.handler';
import { ChatLiveGateway } from './chat/chat-live.gateway';
import { HappeningPushHandler } from './happening-push.handler';
import { LiveGateway } from './live.gateway';
import { PicksPushHandler } from './picks-push.handler';
import { SeasonPushHandler } from './season-push.handler';
import { StandingsPushHandler } from './standings-push.handler';

/**
 * The `/live` socket: standings, seasons, happenings and picks pushed to their rooms, and the league chat's fan-out.
 * It imports the chat capability for its read model (`ChatReadModel`); the chat module does not import this one: it
 * publishes its notices (`chat/chat-notices.ts`) on the EventBus, and `ChatFanOutHandler` hears them here.
 */
@Module({
  imports: [CqrsModule, ChatModule],
  providers: [
    LiveGateway,
    CatchUpBeacon,
    StandingsPushHandler,
    SeasonPushHandler,
    HappeningPushHandler,
    PicksPushHandler,
    ChatLiveGateway,
    ChatBatcher,
    ChatFanOutHandler,
  ],
})
export class LiveModule {}
