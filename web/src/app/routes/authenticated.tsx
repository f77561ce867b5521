import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** The layout of every page that needs a signed-in user. */
export default function AuthenticatedRoute() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
