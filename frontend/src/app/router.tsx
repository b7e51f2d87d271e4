import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { MainLayout } from '@/components/layout/main-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { adminRoutes } from './admin-routes';
import { publicRoutes } from './public-routes';
import { requireAdmin } from './routes/admin/require-admin';
import { HomeRoute } from './routes/home';
import { JoinRoute } from './routes/join';
import { LeagueStandingsRoute, NoLeagueId } from './routes/league-standings';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'join', element: <JoinRoute /> },
          { path: 'league', element: <NoLeagueId /> },
          { path: 'league/:leagueId', element: <LeagueStandingsRoute /> },
          ...publicRoutes,
          // The admin's screens load when opened (issue 30), their sign-in too: no participant's phone needs it.
          {
            path: 'admin/login',
            lazy: async () => ({ Component: (await import('./routes/admin/admin-login')).AdminLoginRoute }),
          },
          { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
          {
            // Guarded: the loader asks the server for the admin session before any admin page renders.
            id: 'admin',
            loader: requireAdmin,
            hydrateFallbackElement: <PageSpinner label="Checking admin session…" />,
            children: adminRoutes,
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
