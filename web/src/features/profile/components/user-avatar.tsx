import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '@tandem/shared/core/initials';
import { useProfileImageSrc } from '../api/profile-image';

export type AvatarUser = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl?: string | null;
};

/** A person's picture, or their initials while there is none (spec §9). Decorative: names sit beside it. */
export function UserAvatar({ user, ...props }: { user: AvatarUser | undefined } & AvatarProps) {
  const src = useProfileImageSrc(user?.id, user?.profileImageUrl);
  return (
    <Avatar
      color="blue"
      radius="xl"
      {...props}
      src={src ?? null}
      alt=""
      data-has-image={src ? 'true' : 'false'}
    >
      {user ? initialsOf(user.firstName, user.lastName) : ''}
    </Avatar>
  );
}
