import type { RouteObject } from 'react-router';
import { manageRoutes } from './admin-routes';
import { CastawayScoresRoute } from './routes/castaway-scores';
import { ClaimRoute } from './routes/claim';
import { CommissionerClaimRoute } from './routes/commissioner-claim';
import { CommissionerHomeRoute } from './routes/commissioner-home';
import { CommissionerSignInRoute } from './routes/commissioner-sign-in';
import { ConfirmEmailRoute } from './routes/confirm-email';
import { CreateLeagueRoute } from './routes/create-league';
import { DraftRoute } from './routes/draft';
import { EliminationPickRoute } from './routes/elimination-pick';
import { LeagueActivateRoute } from './routes/league-activate';
import { LeagueRecordRoute } from './routes/league-record';
import { MemberPageRoute } from './routes/member-page';
import { ReportProblemRoute } from './routes/report-problem';
import { RulesRoute } from './routes/rules';
import { ScoringRoute } from './routes/scoring';
import { SurvivorScoresRoute } from './routes/survivor-scores';
import { SwapsRoute } from './routes/swaps';
import { UnsubscribeRoute } from './routes/unsubscribe';

/** Participant and visitor pages beyond the first slice (the router adds home, join and standings). */
export const publicRoutes: RouteObject[] = [
  { path: 'draft', element: <DraftRoute /> },
  { path: 'swaps', element: <SwapsRoute /> },
  { path: 'rules', element: <RulesRoute /> },
  { path: 'scoring', element: <ScoringRoute /> },
  { path: 'survivor-scores', element: <SurvivorScoresRoute /> },
  { path: 'league/:leagueId/castaway/:castawayId', element: <CastawayScoresRoute /> },
  { path: 'league/:leagueId/member/:userName', element: <MemberPageRoute /> },
  { path: 'leagues/:leagueId/elimination-pick', element: <EliminationPickRoute /> },
  { path: 'report-problem', element: <ReportProblemRoute /> },
  // The emailed sign-in link of "Already joined?" (issue 11).
  { path: 'claim', element: <ClaimRoute /> },
  // Issue 33: the link mailed on joining (league mail waits for it), and a league mail's unsubscribe link.
  { path: 'confirm-email', element: <ConfirmEmailRoute /> },
  { path: 'unsubscribe', element: <UnsubscribeRoute /> },
  // Issue 20: anyone starts a league; commissioners sign in by emailed link and manage their league with the
  // admin's own pages; every change is on the league's public record.
  { path: 'create', element: <CreateLeagueRoute /> },
  { path: 'league/activate', element: <LeagueActivateRoute /> },
  { path: 'commissioner/sign-in', element: <CommissionerSignInRoute /> },
  { path: 'commissioner/claim', element: <CommissionerClaimRoute /> },
  // Review N9: the commissioner's leagues, their signed-in devices, and Sign Out.
  { path: 'commissioner', element: <CommissionerHomeRoute /> },
  { path: 'league/:leagueId/record', element: <LeagueRecordRoute /> },
  {
    path: 'league/:leagueId/manage',
    lazy: async () => ({ Component: (await import('./routes/league-manage')).LeagueManageLayout }),
    children: manageRoutes,
  },
  {
    // Public (the emailed link lands here signed out); loaded on first visit like the admin pages.
    path: 'admin/reset-password',
    lazy: async () => ({
      Component: (await import('./routes/admin/admin-reset-password')).AdminResetPasswordRoute,
    }),
  },
];
