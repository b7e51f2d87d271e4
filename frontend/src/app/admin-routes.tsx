import type { RouteObject } from 'react-router';
import { AdminCreateLeagueRoute } from './routes/admin/admin-create-league';
import { AdminDashboardRoute } from './routes/admin/admin-dashboard';
import { ComingSoonRoute } from './routes/coming-soon';

const ADMIN_COMING_SOON: Array<{ path: string; title: string }> = [
  { path: 'admin/email', title: 'Email All Users' },
  { path: 'admin/elimination-picks', title: 'Edit Elimination Picks' },
];

/**
 * Guarded admin pages: the router puts them behind the admin-session loader. The working pages load on first
 * visit, so participants never download the admin screens.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/dashboard', element: <AdminDashboardRoute /> },
  { path: 'admin/create', element: <AdminCreateLeagueRoute /> },
  {
    path: 'admin/castaways',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-castaways')).AdminCastawaysRoute }),
  },
  {
    path: 'admin/scoring',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-scoring')).AdminScoringRoute }),
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
    path: 'admin/edit-draft',
    lazy: async () => ({ Component: (await import('./routes/admin/admin-edit-draft')).AdminEditDraftRoute }),
  },
  ...ADMIN_COMING_SOON.map(({ path, title }) => ({
    path,
    element: <ComingSoonRoute title={title} backTo="/admin/dashboard" />,
  })),
];
