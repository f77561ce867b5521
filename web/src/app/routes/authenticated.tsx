import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { BootUserRecord } from '../boot-user-record';

/** The layout of every page that needs a signed-in user. */
export default function AuthenticatedRoute() {
  return (
    <RequireAuth userRecord={BootUserRecord}>
      <Outlet />
    </RequireAuth>
  );
}
