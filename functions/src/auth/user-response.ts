import type { User } from '@tandem/shared/auth/schemas';

/** The API's shape of a user (spec §3 User). */
export const toUserResponse = (user: {
  userId: string;
  sub: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl?: string;
}): User => ({
  id: user.userId,
  sub: user.sub,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  profileImageUrl: user.profileImageUrl ?? null,
});
