import { InitialSchema1763856000000 } from './1763856000000-initial-schema';
import { MailOutboxLease1763856100000 } from './1763856100000-mail-outbox-lease';
import { CastawaysAndDrafts1763856200000 } from './1763856200000-castaways-and-drafts';
import { EpisodeScores1763856300000 } from './1763856300000-episode-scores';
import { StandingsMovementAndInventory1763856400000 } from './1763856400000-standings-movement-and-inventory';
import { EliminationPicks1763856500000 } from './1763856500000-elimination-picks';
import { AdminMailRemindersReports1763856600000 } from './1763856600000-admin-mail-reminders-reports';
import { StandingsCountedScores1763861000000 } from './1763861000000-standings-counted-scores';
import { HappeningsAndTribes1763862000000 } from './1763862000000-happenings-and-tribes';
import { SeasonScheduleAndCommissionerSettings1763863000000 } from './1763863000000-season-schedule-and-commissioner-settings';
import { EntryDevicesAndSignInLinks1763864000000 } from './1763864000000-entry-devices-and-sign-in-links';
import { StandingsNarrowRows1763865000000 } from './1763865000000-standings-narrow-rows';
import { MemberNameKeys1763871000000 } from './1763871000000-member-name-keys';
import { SecurityReview1763872000000 } from './1763872000000-security-review';
import { Seasons1763875000000 } from './1763875000000-seasons';
import { RejoinLinks1763875100000 } from './1763875100000-rejoin-links';
import { CastawayPhotos1763876000000 } from './1763876000000-castaway-photos';
import { Commissioners1763877000000 } from './1763877000000-commissioners';
import { ConfirmedEmails1763878000000 } from './1763878000000-confirmed-emails';
import { DeadlineMailBatches1763878100000 } from './1763878100000-deadline-mail-batches';
import { CommissionerEntries1763878300000 } from './1763878300000-commissioner-entries';
import { CommissionerSessionsAndSealedAnswers1763878400000 } from './1763878400000-commissioner-sessions-and-sealed-answers';
import { People1763880000000 } from './1763880000000-people';
import { Passkeys1763880100000 } from './1763880100000-passkeys';
import { WebPush1763880200000 } from './1763880200000-web-push';
import { LeagueScoringTables1763880300000 } from './1763880300000-league-scoring-tables';
import { LeagueChat1763880400000 } from './1763880400000-league-chat';
import { PushSubscriptionSessions1763880500000 } from './1763880500000-push-subscription-sessions';
import { RemovedEntryTokens1763880600000 } from './1763880600000-removed-entry-tokens';

/** Every migration in order; TypeORM runs the ones not yet recorded. */
export const MIGRATIONS = [
  InitialSchema1763856000000,
  MailOutboxLease1763856100000,
  CastawaysAndDrafts1763856200000,
  EpisodeScores1763856300000,
  StandingsMovementAndInventory1763856400000,
  EliminationPicks1763856500000,
  AdminMailRemindersReports1763856600000,
  StandingsCountedScores1763861000000,
  HappeningsAndTribes1763862000000,
  SeasonScheduleAndCommissionerSettings1763863000000,
  EntryDevicesAndSignInLinks1763864000000,
  StandingsNarrowRows1763865000000,
  MemberNameKeys1763871000000,
  SecurityReview1763872000000,
  Seasons1763875000000,
  RejoinLinks1763875100000,
  CastawayPhotos1763876000000,
  Commissioners1763877000000,
  ConfirmedEmails1763878000000,
  DeadlineMailBatches1763878100000,
  CommissionerEntries1763878300000,
  CommissionerSessionsAndSealedAnswers1763878400000,
  People1763880000000,
  Passkeys1763880100000,
  WebPush1763880200000,
  LeagueScoringTables1763880300000,
  LeagueChat1763880400000,
  PushSubscriptionSessions1763880500000,
  RemovedEntryTokens1763880600000,
];
