import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ChatMessageHidden, ChatMessagePosted, ReactionChanged } from '../../chat/chat-notices';
import { commitTimeOf } from '../../event-store/commit-time';
import type { ChatNotice } from './chat-fan-out.wire';
import { ChatLiveGateway } from './chat-live.gateway';

/** After commit, the chat module's notices of this process go out to every process's chat viewers. */
@EventsHandler(ChatMessagePosted, ChatMessageHidden, ReactionChanged)
export class ChatFanOutHandler implements IEventHandler<ChatNotice> {
  constructor(private readonly gateway: ChatLiveGateway) {}

  handle(notice: ChatNotice): void {
    this.gateway.fanOut(notice, commitTimeOf(notice));
  }
}
