import type { RouteObject } from 'react-router';

/**
 * Guarded admin pages: the router puts them behind the admin-session loader. The working pages load on first
 * visit, so participants never download the admin screens.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/dashboard',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-dashboard')).AdminDashboardRoute }),
  },
  {
    path: 'admin/create',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-create-league')).AdminCreateLeagueRoute }),
  },
  {
    path: 'admin/castaways',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-castaways')).AdminCastawaysRoute }),
  },
  {
    path: 'admin/scoring',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-scoring')).AdminScoringRoute }),
  },
  {
    path: 'admin/live',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-live')).AdminLiveRoute }),
  },
  {
    path: 'admin/users',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-users')).AdminUsersRoute }),
  },
  {
    path: 'admin/clear-scores',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-clear-scores')).AdminClearScoresRoute }),
  },
  {
    path: 'admin/league-settings',
    lazy: async () => ({
      Component: (await import('./routes/admin/admin-league-settings')).AdminLeagueSettingsRoute,
    }),
  },
  {
    path: 'admin/seasons',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-seasons')).AdminSeasonsRoute }),
  },
  {
    path: 'admin/schedule',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-schedule')).AdminScheduleRoute }),
  },
  {
    path: 'admin/edit-draft',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-edit-draft')).AdminEditDraftRoute }),
  },
  {
    path: 'admin/elimination-picks',
    lazy: async () => ({
      Component: (await import('./routes/admin/admin-elimination-picks')).AdminEliminationPicksRoute,
    }),
  },
  {
    path: 'admin/email',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-email')).AdminEmailRoute }),
  },
];

/**
 * The same pages for one league under `/league/{id}/manage` (issue 20): the layout there sets which league and
 * which credential they use, so a commissioner gets the admin's screens, not a second set.
 */
export const manageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./routes/admin/admin-league-settings')).AdminLeagueSettingsRoute,
    }),
  },
  {
    path: 'users',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-users')).AdminUsersRoute }),
  },
  {
    path: 'edit-draft',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-edit-draft')).AdminEditDraftRoute }),
  },
  {
    path: 'elimination-picks',
    lazy: async () => ({
      Component: (await import('./routes/admin/admin-elimination-picks')).AdminEliminationPicksRoute,
    }),
  },
  {
    path: 'email',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-email')).AdminEmailRoute }),
  },
];
