import { demoUsers } from '@tandem/infra/local/src/seed/demo-data';

/** Tests that sign the newcomer's licence put the seeded "not signed yet" state back with this. */
export async function resetNewcomerLicence() {
  const { userEntity } = await import('@tandem/functions/data/entities/user');
  const newcomer = demoUsers.find((user) => user.key === 'newcomer')!;
  await userEntity
    .patch({ userId: newcomer.userId })
    .set({ eulaSignedVersion: 0 })
    .add({ claimsVersion: 1, version: 1 })
    .go();
}
