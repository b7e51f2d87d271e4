import type { RouteObject } from 'react-router';
import { CastawayScoresRoute } from './routes/castaway-scores';
import { ComingSoonRoute } from './routes/coming-soon';
import { DraftRoute } from './routes/draft';
import { RulesRoute } from './routes/rules';
import { ScoringRoute } from './routes/scoring';
import { SurvivorScoresRoute } from './routes/survivor-scores';
import { SwapsRoute } from './routes/swaps';

/** Pages later issues build; they answer 'Coming soon' so every link in the shell lands somewhere. */
const COMING_SOON: Array<{ path: string; title: string }> = [
  { path: 'report-problem', title: 'Report a Problem' },
  { path: 'leagues/:leagueId/elimination-pick', title: 'Weekly Elimination Pick' },
  { path: 'admin/reset-password', title: 'Reset Admin Password' },
];

/** Participant and visitor pages beyond the first slice (the router adds home, join and standings). */
export const publicRoutes: RouteObject[] = [
  { path: 'draft', element: <DraftRoute /> },
  { path: 'swaps', element: <SwapsRoute /> },
  { path: 'rules', element: <RulesRoute /> },
  { path: 'scoring', element: <ScoringRoute /> },
  { path: 'survivor-scores', element: <SurvivorScoresRoute /> },
  { path: 'league/:leagueId/castaway/:castawayId', element: <CastawayScoresRoute /> },
  ...COMING_SOON.map(({ path, title }) => ({ path, element: <ComingSoonRoute title={title} /> })),
];
