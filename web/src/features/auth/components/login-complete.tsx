import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isReturnTo } from '@/lib/auth';
import { FullPageStatus } from '@/ui/full-page-status';

/**
 * The login-complete callback page (spec §2): 'Logging you in...' while the code is exchanged, then
 * the page the user first asked for when authenticated, otherwise /login (with the error, if any).
 */
export function LoginComplete() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (auth.isLoading || auth.activeNavigator) return;
    if (auth.isAuthenticated) {
      const state = auth.user?.state;
      void navigate(isReturnTo(state) ? state : paths.home.getHref(), { replace: true });
    } else {
      void navigate(paths.login.getHref(), { replace: true, state: { error: auth.error?.message } });
    }
  }, [auth.isLoading, auth.activeNavigator, auth.isAuthenticated, auth.user, auth.error, navigate]);

  return <FullPageStatus text={t('auth.loggingIn')} />;
}
