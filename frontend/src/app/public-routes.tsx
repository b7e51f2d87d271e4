import { ME_PATH, ME_SIGN_IN_PATH } from '@tribal/contracts';
import type { RouteObject } from 'react-router';
import { manageRoutes } from './admin-routes';

/**
 * Participant and visitor pages beyond the first slice (the router adds home, join and standings). Each loads when
 * first opened (issue 30): a phone's first visit downloads only the page it asked for.
 */
export const publicRoutes: RouteObject[] = [
  { path: 'draft', lazy: async () => ({ Component: (await import('./routes/draft')).DraftRoute }) },
  { path: 'swaps', lazy: async () => ({ Component: (await import('./routes/swaps')).SwapsRoute }) },
  { path: 'rules', lazy: async () => ({ Component: (await import('./routes/rules')).RulesRoute }) },
  { path: 'scoring', lazy: async () => ({ Component: (await import('./routes/scoring')).ScoringRoute }) },
  {
    path: 'survivor-scores',
    lazy: async () => ({ Component: (await import('./routes/survivor-scores')).SurvivorScoresRoute }),
  },
  {
    path: 'league/:leagueId/castaway/:castawayId',
    lazy: async () => ({ Component: (await import('./routes/castaway-scores')).CastawayScoresRoute }),
  },
  {
    path: 'league/:leagueId/member/:userName',
    lazy: async () => ({ Component: (await import('./routes/member-page')).MemberPageRoute }),
  },
  {
    path: 'leagues/:leagueId/elimination-pick',
    lazy: async () => ({ Component: (await import('./routes/elimination-pick')).EliminationPickRoute }),
  },
  {
    path: 'report-problem',
    lazy: async () => ({ Component: (await import('./routes/report-problem')).ReportProblemRoute }),
  },
  // The emailed sign-in link of "Already joined?" (issue 11).
  { path: 'claim', lazy: async () => ({ Component: (await import('./routes/claim')).ClaimRoute }) },
  // Issue 33: the link mailed on joining (league mail waits for it), and a league mail's unsubscribe link.
  {
    path: 'confirm-email',
    lazy: async () => ({ Component: (await import('./routes/confirm-email')).ConfirmEmailRoute }),
  },
  { path: 'unsubscribe', lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }) },
  // Issue 20: anyone starts a league; commissioners sign in by emailed link and manage their league with the
  // admin's own pages; every change is on the league's public record.
  { path: 'create', lazy: async () => ({ Component: (await import('./routes/create-league')).CreateLeagueRoute }) },
  {
    path: 'league/activate',
    lazy: async () => ({ Component: (await import('./routes/league-activate')).LeagueActivateRoute }),
  },
  {
    path: 'commissioner/sign-in',
    lazy: async () => ({ Component: (await import('./routes/commissioner-sign-in')).CommissionerSignInRoute }),
  },
  {
    path: 'commissioner/claim',
    lazy: async () => ({ Component: (await import('./routes/commissioner-claim')).CommissionerClaimRoute }),
  },
  // Issue 29: a person's leagues (My leagues) and their emailed sign-in link.
  { path: ME_PATH.slice(1), lazy: async () => ({ Component: (await import('./routes/me')).MeRoute }) },
  {
    path: ME_SIGN_IN_PATH.slice(1),
    lazy: async () => ({ Component: (await import('./routes/me-sign-in')).MeSignInRoute }),
  },
  // Review N9: the commissioner's leagues, their signed-in devices, and Sign Out.
  {
    path: 'commissioner',
    lazy: async () => ({ Component: (await import('./routes/commissioner-home')).CommissionerHomeRoute }),
  },
  {
    path: 'league/:leagueId/record',
    lazy: async () => ({ Component: (await import('./routes/league-record')).LeagueRecordRoute }),
  },
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
