import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Response } from 'express';
import { z } from 'zod';
import { Answers, ApiTag } from '../../../common/api-answers';
import { UnsubscribeTokens } from '../../../mail/unsubscribe-tokens';
import { UnsubscribeFromReminders } from './unsubscribe-from-reminders.command';

export const UNSUBSCRIBED_TEXT = 'You will no longer receive reminder emails.';
export const INVALID_UNSUBSCRIBE_LINK_TEXT = 'This unsubscribe link is not valid. Please use the link from your email.';

/** A whole page, since the link is opened from a mail client: no script, inline style only (helmet's CSP). */
const page = (text: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tribal Pool reminders</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; text-align: center">
<h1 style="font-size: 1.4rem">Tribal Pool</h1>
<p>${text}</p>
<p><a href="/">Back to Tribal Pool</a></p>
</body>
</html>
`;

@ApiTag('Admin')
@Controller('api/reminders')
export class UnsubscribeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  /** GET /api/reminders/unsubscribe?token=... (public, one click from the reminder email): an HTML page. */
  @Get('unsubscribe')
  @Header('Cache-Control', 'no-store')
  @Answers('text/html', 'One-click unsubscribe from reminder mail (an HTML page)', {
    query: z.object({ token: z.string() }),
  })
  async unsubscribe(@Query('token') token: unknown, @Res({ passthrough: true }) response: Response): Promise<string> {
    response.type('html');
    const email = typeof token === 'string' ? await this.tokens.emailOf(token) : null;
    if (!email) {
      response.status(400);
      return page(INVALID_UNSUBSCRIBE_LINK_TEXT);
    }
    await this.commands.execute(new UnsubscribeFromReminders(email));
    return page(UNSUBSCRIBED_TEXT);
  }
}
