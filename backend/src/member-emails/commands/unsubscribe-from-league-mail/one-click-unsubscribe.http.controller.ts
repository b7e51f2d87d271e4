import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import {
  MEMBER_EMAIL_MESSAGES,
  OneClickUnsubscribeRequestSchema,
  OneClickUnsubscribeResponse,
  OneClickUnsubscribeResponseSchema,
  UNSUBSCRIBE_PATH,
} from '@tribal/contracts';
import { Response } from 'express';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Answers, ApiTag } from '../../../common/api-answers';
import { badRequest } from '../../../common/domain-error';
import { ZodPipe } from '../../../common/zod-body.pipe';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { appLink } from '../../../mail/app-link';
import { UnsubscribeTokens } from '../../../mail/unsubscribe-tokens';
import { UnsubscribeFromReminders } from '../../../reminders/commands/unsubscribe-from-reminders/unsubscribe-from-reminders.command';
import { leagueNameOf } from '../../member-emails.sql';
import { UnsubscribeFromLeagueMail } from './unsubscribe-from-league-mail.command';

/**
 * The URL of a league mail's `List-Unsubscribe` header (RFC 8058). The signed token in the URL is the only
 * credential: a mail provider's one-click POST needs no session, and a token cannot be made for another address or
 * league. A GET (a person, or a mail scanner, opening the URL) changes nothing: it leads to the web page that asks
 * for the click.
 */
@ApiTag('Entries')
@Controller('api/mail')
export class OneClickUnsubscribeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: UnsubscribeTokens,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * POST /api/mail/unsubscribe?token=… with `List-Unsubscribe=One-Click`: RFC 8058 has the mail provider send it as
   * multipart/form-data (read here, text fields only) or form-encoded (app.ts); the web page sends JSON.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 4, fieldSize: 200, files: 0, parts: 4 } }))
  @Answers(
    OneClickUnsubscribeResponseSchema,
    'One-click unsubscribe (RFC 8058) from a league’s mail, by the signed token of its List-Unsubscribe link',
    { query: z.object({ token: z.string() }) },
  )
  async oneClick(
    @Query('token') token: unknown,
    @Body(new ZodPipe(OneClickUnsubscribeRequestSchema)) _body: unknown,
  ): Promise<OneClickUnsubscribeResponse> {
    const scope = typeof token === 'string' ? await this.tokens.scopeOf(token) : null;
    if (!scope) throw badRequest(MEMBER_EMAIL_MESSAGES.invalidUnsubscribeLink, 'token');
    if (scope.leagueId === null) {
      await this.commands.execute(new UnsubscribeFromReminders(scope.email));
      return { message: MEMBER_EMAIL_MESSAGES.unsubscribedEverywhere };
    }
    await this.commands.execute(new UnsubscribeFromLeagueMail(scope.email, scope.leagueId));
    const leagueName = await leagueNameOf(this.db.manager, scope.leagueId);
    return { message: MEMBER_EMAIL_MESSAGES.unsubscribed(leagueName ?? 'this league') };
  }

  /** GET: to the page with the button, token and all (303: the browser follows with a GET). */
  @Get('unsubscribe')
  @Answers('text/html', 'A List-Unsubscribe link opened in a browser: 303 to the web page that asks for the click', {
    status: 303,
    query: z.object({ token: z.string() }),
  })
  leadToPage(@Query('token') token: unknown, @Res() response: Response): void {
    const page = appLink(this.config, UNSUBSCRIBE_PATH, typeof token === 'string' ? { token } : {});
    // An HTML answer too, for a client that shows it rather than follow (the URL is ours: base64url and a path).
    response
      .status(303)
      .location(page)
      .type('html')
      .send(`<!doctype html><p><a href="${page.replace(/"/g, '&quot;')}">Continue to unsubscribe</a></p>`);
  }
}
