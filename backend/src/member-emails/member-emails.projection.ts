import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { recordConfirmedEmail, recordLeagueMailUnsubscribe } from './member-emails.sql';

const HANDLES = eventTypes('EmailConfirmed', 'LeagueMailUnsubscribed');
type Handled = EventsIn<typeof HANDLES>;

/** Read tables `confirmed_emails` and `league_mail_unsubscribes`, read by `mailableMember` (league-mail-audience). */
@Injectable()
export class MemberEmailsProjection extends RegisteredProjection<Handled> {
  readonly name = 'member-emails';
  readonly readTables = ['confirmed_emails', 'league_mail_unsubscribes'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'EmailConfirmed':
        await recordConfirmedEmail(manager, event.data.email, event.data.confirmedAt);
        return;
      case 'LeagueMailUnsubscribed':
        await recordLeagueMailUnsubscribe(manager, event.data.email, event.data.leagueId, event.data.unsubscribedAt);
        return;
    }
  }
}
