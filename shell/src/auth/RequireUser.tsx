import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../app/frame/FullPageSpinner';
import { useAuth } from './AuthContext';

/** A signed-in-only route: a spinner while the user loads, /auth when there is none. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
