import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  MessageResponseSchema,
  NOTIFICATION_KIND_DEFAULTS,
  NOTIFICATION_KINDS,
  NotificationSettings,
  NotificationSettingsSchema,
  PUSH_MESSAGES,
  PushPublicKeyResponse,
  PushPublicKeyResponseSchema,
  PushSubscriptionRequestSchema,
  PushSubscriptionResponse,
  PushSubscriptionResponseSchema,
} from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Caller } from '../access/caller';
import { PersonSignedIn } from '../access/person-signed-in.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { forbidden, notFound } from '../common/domain-error';
import { ZodPipe } from '../common/zod-body.pipe';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { endpointOfOwnSubscription, switchesSet } from './push.sql';
import { checkPushEndpoint } from './push-service-hosts';
import { PushSubscriptionCommands } from './push-subscription-commands';
import { VapidKeys } from './vapid-keys';

/** The caller `@PersonSignedIn()` lets through. */
type PersonCaller = Extract<Caller, { kind: 'person' }>;

const SUBSCRIPTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The leagues a person hears about: those they have an entry in, and those they run. */
const leaguesOf = (caller: PersonCaller) =>
  [...new Set([...caller.entries.map((entry) => entry.leagueId), ...caller.leagueIds])].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );

/** Issue 30: a person's devices subscribe to web push, and the person says which kinds each league may send. */
@ApiTag('Push')
@Controller()
export class PushController {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly commands: PushSubscriptionCommands,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('api/push/public-key')
  @Answers(PushPublicKeyResponseSchema, "The server's VAPID public key (base64url): the browser's applicationServerKey")
  async publicKey(): Promise<PushPublicKeyResponse> {
    return { publicKey: (await this.vapid.current()).publicKey };
  }

  /** The same endpoint again updates its one subscription (and moves it to this person) and answers its id. */
  @Post('api/me/push-subscriptions')
  @HttpCode(201)
  @Answers(
    PushSubscriptionResponseSchema,
    'Subscribe this device to web push (its browser subscription, time zone and spoiler shield); the same endpoint ' +
      'again updates it and answers the same id. 400 unless the endpoint is https on a host of PUSH_SERVICE_HOSTS',
  )
  @PersonSignedIn()
  async subscribe(
    @Body(new ZodPipe(PushSubscriptionRequestSchema)) body: z.output<typeof PushSubscriptionRequestSchema>,
    @Caller() caller: PersonCaller,
  ): Promise<PushSubscriptionResponse> {
    checkPushEndpoint(body.endpoint, this.config.pushServiceHosts);
    return { id: await this.commands.subscribe(caller.email, body, caller.sessionId) };
  }

  @Delete('api/me/push-subscriptions/:id')
  @HttpCode(200)
  @Answers(MessageResponseSchema, 'Unsubscribe one of the person’s devices (404 for an id that is not one of theirs)')
  @PersonSignedIn()
  async unsubscribe(@Param('id') id: string, @Caller() caller: PersonCaller): Promise<{ message: string }> {
    const endpoint = SUBSCRIPTION_ID.test(id)
      ? await endpointOfOwnSubscription(this.db.manager, id, caller.email)
      : undefined;
    if (!endpoint) throw notFound(PUSH_MESSAGES.subscriptionNotFound);
    await this.commands.remove(endpoint, id, 'unsubscribed', `person:${caller.email}`);
    return { message: PUSH_MESSAGES.subscriptionRemoved };
  }

  @Get('api/me/notifications')
  @Answers(
    NotificationSettingsSchema,
    'Which kinds of notification each of the person’s leagues sends them (every league, every kind)',
  )
  @PersonSignedIn()
  notifications(@Caller() caller: PersonCaller): Promise<NotificationSettings> {
    return this.settingsOf(caller);
  }

  /** Any subset of leagues and kinds; the rest stay as they were. Answers the whole settings. */
  @Put('api/me/notifications')
  @HttpCode(200)
  @Answers(
    NotificationSettingsSchema,
    'Switch kinds of notification on or off for some of the person’s leagues (403 naming a league not theirs); ' +
      'answers the whole settings',
  )
  @PersonSignedIn()
  async setNotifications(
    @Body(new ZodPipe(NotificationSettingsSchema)) body: z.output<typeof NotificationSettingsSchema>,
    @Caller() caller: PersonCaller,
  ): Promise<NotificationSettings> {
    const mine = new Set(leaguesOf(caller));
    const notMine = Object.keys(body.leagues).find((leagueId) => !mine.has(leagueId));
    if (notMine !== undefined) throw forbidden(PUSH_MESSAGES.notYourLeague(notMine));
    await this.commands.setSwitches(caller.email, body.leagues);
    return this.settingsOf(caller);
  }

  private async settingsOf(caller: PersonCaller): Promise<NotificationSettings> {
    const leagueIds = leaguesOf(caller);
    const set = await switchesSet(this.db.manager, caller.email, leagueIds);
    const leagues: NotificationSettings['leagues'] = {};
    for (const leagueId of leagueIds) leagues[leagueId] = { ...NOTIFICATION_KIND_DEFAULTS };
    for (const row of set) if (NOTIFICATION_KINDS.includes(row.kind)) leagues[row.leagueId][row.kind] = row.on;
    return { leagues };
  }
}
