import { ChangePasswordForm } from '@/features/profile/components/change-password-form';

/** `users/password`: change the password after the current-password check. */
export default function ChangePasswordRoute() {
  return <ChangePasswordForm />;
}
