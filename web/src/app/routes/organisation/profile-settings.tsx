import { ProfileSettings } from '@/features/profile/components/profile-form';

/** `users/settings`: own first and last name. */
export default function ProfileSettingsRoute() {
  return <ProfileSettings />;
}
