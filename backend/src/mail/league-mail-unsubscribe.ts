import { Inject, Injectable } from '@nestjs/common';
import { UNSUBSCRIBE_PATH } from '@tribal/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { appLink } from './app-link';
import type { MailIntent } from './mail-outbox';
import { unsubscribeFooter } from './templates/league-mails';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** The path of the one-click POST (RFC 8058) that the List-Unsubscribe header names. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/**
 * The one home of a league mail's way out: every league mail (the one-league letters, deadline moves, reminders,
 * corrections, and the admin's email-all) goes through `unsubscribable`, which adds RFC 8058's headers
 * (`List-Unsubscribe` naming the one-click POST, `List-Unsubscribe-Post`) and a line under the text linking the
 * web page that asks for the click. Sign-in links are not league mail and never carry them.
 */
@Injectable()
export class LeagueMailUnsubscribe {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `leagueId`: stops that league's mail to the recipient; 'every-league': all league mail and reminders. */
  async unsubscribable(intent: MailIntent, scope: { leagueId: string; leagueName: string } | 'every-league') {
    const token =
      scope === 'every-league'
        ? await this.tokens.tokenFor(intent.to)
        : await this.tokens.leagueTokenFor(scope.leagueId, intent.to);
    return {
      ...intent,
      text: `${intent.text}${unsubscribeFooter(scope, appLink(this.config, UNSUBSCRIBE_PATH, { token }))}`,
      headers: {
        ...intent.headers,
        'List-Unsubscribe': `<${appLink(this.config, ONE_CLICK_UNSUBSCRIBE_PATH, { token })}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    } satisfies MailIntent;
  }
}
