import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useCurrentUser } from '@/lib/auth';
import { loginPath, paths, redirectTarget } from '@/lib/paths';
import { useRouteAccess } from './route-access';

export function RouteGuard({ children }: { children: ReactNode }) {
  const access = useRouteAccess();
  const location = useLocation();
  const currentUser = useCurrentUser();

  if (access === 'public') return children;
  // Deciding before the server answers would flash the wrong page or redirect wrongly.
  if (currentUser.isPending) return <FullPageLoader />;

  const loggedIn = Boolean(currentUser.data);
  if (access === 'user' && !loggedIn) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (access === 'guest' && loggedIn) {
    return <Navigate to={redirectTarget(location.search) ?? paths.home} replace />;
  }
  return children;
}
