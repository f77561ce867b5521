import { userEntity } from '../data/entities/user';
import type { Caller } from '../http/caller';
import { identityDirectory } from './identity-directory';
import { toUserResponse } from './user-response';

/** Creates the product user on first sign-in from the provider's profile; returns the existing one after. */
export async function addUser(caller: Caller) {
  if (caller.user) return toUserResponse(caller.user);
  const profile = await identityDirectory().getProfile(caller.userId);
  const { data } = await userEntity
    .create({ userId: caller.userId, sub: caller.userId, ...profile })
    .go()
    .catch(async (error: unknown) => {
      // Two tabs signing in at once: the other request created it first.
      const existing = await userEntity.get({ userId: caller.userId }).go({ consistent: true });
      if (existing.data) return { data: existing.data };
      throw error;
    });
  return toUserResponse(data);
}
