import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatchUpBeacon } from './catch-up-beacon';
import { ChatBatcher } from './chat/chat-batcher';
import { ChatFanOutHandler } from './chat/chat-fan-out.handler';
import { ChatLiveGateway } from './chat/chat-live.gateway';
import { HappeningPushHandler } from './happening-push.handler';
import { LiveGateway } from './live.gateway';
import { PicksPushHandler } from './picks-push.handler';
import { SeasonPushHandler } from './season-push.handler';
import { StandingsPushHandler } from './standings-push.handler';

@Module({
  imports: [CqrsModule],
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
