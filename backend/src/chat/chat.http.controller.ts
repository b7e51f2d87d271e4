import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  CHAT_MESSAGES,
  ChatMessage,
  ChatMessageSchema,
  ChatMuteSchema,
  ChatPage,
  ChatPageSchema,
  ChatPosted,
  ChatPostedSchema,
  ChatPostSchema,
  ChatQuerySchema,
  ChatReadSchema,
  ChatSettings,
  ChatSettingsSchema,
  MessageResponseSchema,
  ReactionRequestSchema,
  Reactions,
  ReactionsQuerySchema,
  ReactionsSchema,
} from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Caller } from '../access/caller';
import { LeagueManager, ManagerRole } from '../access/league-manager.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { notFound } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { LeagueManagerRole } from '../game/league-manager-role';
import { chatLeagueOf, messageRow } from './chat.sql';
import { chatMessageOf } from './chat-read-model';
import { ChatRoute, chatterOf, requireLeague } from './chatter';
import { HideChatMessage } from './commands/hide-message/hide-message';
import { MarkChatRead } from './commands/mark-chat-read/mark-chat-read';
import { MuteChatMember } from './commands/mute-member/mute-member';
import { PostChatMessage } from './commands/post-message/post-message';
import { ReactToHappening } from './commands/react-to-happening/react-to-happening';
import { ReportChatMessage } from './commands/report-message/report-message';
import { SetChatSettings } from './commands/set-chat-settings/set-chat-settings';
import { GetChatPage } from './queries/get-chat-page/get-chat-page';
import { GetReactions } from './queries/get-reactions/get-reactions';

/** A message id of the path: an ordered id, else no message of this league. */
const messageIdOf = (raw: string): string => {
  if (!/^\d{1,18}$/.test(raw)) throw notFound(CHAT_MESSAGES.messageNotFound);
  return raw;
};

/** Issue 31: a league's chat and reactions to its happenings, held behind each viewer's spoiler shield. */
@ApiTag('Chat')
@Controller('api/leagues/:leagueId')
export class ChatController {
  constructor(
    private readonly db: DataSource,
    private readonly postMessage: PostChatMessage,
    private readonly hideMessage: HideChatMessage,
    private readonly muteMember: MuteChatMember,
    private readonly reportMessage: ReportChatMessage,
    private readonly setSettings: SetChatSettings,
    private readonly markRead: MarkChatRead,
    private readonly react: ReactToHappening,
    private readonly chatPage: GetChatPage,
    private readonly reactions: GetReactions,
  ) {}

  private async league(leagueId: string) {
    return requireLeague(await chatLeagueOf(this.db.manager, leagueId));
  }

  @Post('chat')
  @HttpCode(201)
  @Answers(
    ChatPostedSchema,
    'Post a message (a member by entry token or session, or the commissioner): 400 bad text, 403 muted or not a ' +
      'member, 429 with Retry-After over 10 messages in 10 seconds',
  )
  @ChatRoute()
  async post(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(ChatPostSchema)) body: z.output<typeof ChatPostSchema>,
    @Caller() caller: Caller,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<ChatPosted> {
    const league = await this.league(leagueId);
    return this.postMessage.run(league, chatterOf(caller, league), body.text, body.timeZone, idempotencyKey);
  }

  @Get('chat')
  @Answers(
    ChatPageSchema,
    'A page of the chat, newest first (before, limit); with tz (and revealedThrough) shielded for the caller. ' +
      'Members, the commissioner and the admin; visitors only when the commissioner opened it',
  )
  @ChatRoute(false)
  async page(
    @Param('leagueId') leagueId: string,
    @Query(new ZodPipe(ChatQuerySchema)) query: z.output<typeof ChatQuerySchema>,
    @Caller() caller: Caller,
  ): Promise<ChatPage> {
    return this.chatPage.run(await this.league(leagueId), caller, query);
  }

  @Post('chat/:messageId/hide')
  @HttpCode(200)
  @Answers(ChatMessageSchema, 'Hide a message (the league’s manager): it shows “hidden by the commissioner”')
  @LeagueManager()
  async hide(
    @Param('leagueId') leagueId: string,
    @Param('messageId') rawMessageId: string,
    @ManagerRole() role: LeagueManagerRole,
  ): Promise<ChatMessage> {
    const league = await this.league(leagueId);
    const messageId = messageIdOf(rawMessageId);
    await this.hideMessage.run(league.id, messageId, role);
    const row = await messageRow(this.db.manager, league.id, messageId);
    if (!row) throw notFound(CHAT_MESSAGES.messageNotFound);
    return chatMessageOf(row, true);
  }

  @Post('members/:userName/mute')
  @HttpCode(200)
  @Answers(ChatMuteSchema, 'Mute a member in the league’s chat for 24 hours (the league’s manager)')
  @LeagueManager()
  async mute(
    @Param('leagueId') leagueId: string,
    @Param('userName') userName: string,
    @ManagerRole() role: LeagueManagerRole,
  ): Promise<z.infer<typeof ChatMuteSchema>> {
    const league = await this.league(leagueId);
    return this.muteMember.run(league.id, userName, role);
  }

  @Post('chat/:messageId/report')
  @HttpCode(202)
  @Answers(MessageResponseSchema, 'Report a message to the commissioner (a member or the commissioner; once each)')
  @ChatRoute()
  async report(
    @Param('leagueId') leagueId: string,
    @Param('messageId') rawMessageId: string,
    @Caller() caller: Caller,
  ): Promise<{ message: string }> {
    const league = await this.league(leagueId);
    const reporter = chatterOf(caller, league);
    await this.reportMessage.run(league, messageIdOf(rawMessageId), reporter);
    return { message: CHAT_MESSAGES.reported };
  }

  @Put('chat/settings')
  @HttpCode(200)
  @Answers(ChatSettingsSchema, 'Open the league’s chat to visitors, or close it (the league’s manager)')
  @LeagueManager()
  async settings(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(ChatSettingsSchema)) body: ChatSettings,
    @ManagerRole() role: LeagueManagerRole,
  ): Promise<ChatSettings> {
    const league = await this.league(leagueId);
    await this.setSettings.run(league.id, body.openToVisitors, role);
    return { openToVisitors: body.openToVisitors };
  }

  @Put('chat/read')
  @HttpCode(204)
  @Answers(z.void(), 'The caller has seen the chat through this message (unread counts on My leagues)')
  @ChatRoute()
  async read(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(ChatReadSchema)) body: z.output<typeof ChatReadSchema>,
    @Caller() caller: Caller,
  ): Promise<void> {
    const league = await this.league(leagueId);
    await this.markRead.run(league.id, chatterOf(caller, league), body.lastSeenId);
  }

  @Put('reactions')
  @HttpCode(200)
  @Answers(
    ReactionsSchema.shape.lines.element,
    'React to a line of the season’s happenings feed (null takes it back); answers that line’s counts and yours',
  )
  @ChatRoute()
  async setReaction(
    @Param('leagueId') leagueId: string,
    @Body(new ZodPipe(ReactionRequestSchema)) body: z.output<typeof ReactionRequestSchema>,
    @Caller() caller: Caller,
  ): Promise<Reactions['lines'][number]> {
    const league = await this.league(leagueId);
    await this.react.run(league, chatterOf(caller, league), body);
    const answer = await this.reactions.run(league, caller, body.season, { timeZone: body.timeZone }, [
      body.happeningId,
    ]);
    return answer.lines[0];
  }

  @Get('reactions')
  @Answers(ReactionsSchema, 'The reaction counts of the season’s happenings, shielded for the caller like the chat')
  @ChatRoute(false)
  async listReactions(
    @Param('leagueId') leagueId: string,
    @Query(new ZodPipe(ReactionsQuerySchema)) query: z.output<typeof ReactionsQuerySchema>,
    @Caller() caller: Caller,
  ): Promise<Reactions> {
    return this.reactions.run(await this.league(leagueId), caller, query.season, {
      timeZone: query.tz,
      revealedThrough: query.revealedThrough,
    });
  }
}
