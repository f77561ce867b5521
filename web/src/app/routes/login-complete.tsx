import { LoginComplete } from '@/features/auth/components/login-complete';

export default function LoginCompleteRoute() {
  return <LoginComplete />;
}
