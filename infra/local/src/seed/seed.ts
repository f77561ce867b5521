import { ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  demoLicenceAgreements,
  demoPassword,
  demoProjectGrants,
  demoOrganisations,
  demoProgrammes,
  demoProjects,
  demoUsers,
} from './demo-data';

const system = 'system:seed';

/** A demo user's explicit project rights in one organisation, keyed by project id. */
function projectFlagsOf(userKey: string, organisation: string) {
  const flags: Record<string, number> = {};
  for (const grant of demoProjectGrants.filter((candidate) => candidate.userKey === userKey)) {
    const project = demoProjects.find((p) => p.name === grant.projectName && p.organisation === organisation);
    if (project) flags[project.projectId] = grant.flags;
  }
  return flags;
}

/** True when the table holds no item at all (a start-up check, never in a request path). */
export async function isTableEmpty(client: DynamoDBClient, tableName: string) {
  const result = await client.send(new ScanCommand({ TableName: tableName, Limit: 1, Select: 'COUNT' }));
  return (result.Count ?? 0) === 0 && result.LastEvaluatedKey === undefined;
}

/**
 * Writes the demo world through the same ElectroDB entities the API uses. Imported lazily by the
 * caller after TABLE_NAME and DYNAMODB_ENDPOINT are set, because entities bind to the table at import.
 */
export async function seedDemoData() {
  const { data } = await import('@tandem/functions/data/service');
  const { hashPassword } = await import('@tandem/functions/auth/password-hash');
  const { licenceAgreement, organisation, programme, project, user, membership, localAccount } =
    data.entities;
  const latestEula = Math.max(...demoLicenceAgreements.map((agreement) => agreement.version));

  await licenceAgreement.put(demoLicenceAgreements).go();
  await organisation
    .put(
      Object.values(demoOrganisations).map((org) => ({
        ...org,
        createdBy: system,
        settings: { customPropertiesEnabled: '1', visualisationsEnabled: '1', tagsEnabled: '1' },
      })),
    )
    .go();
  await user
    .put(
      demoUsers.map((demo) => ({
        userId: demo.userId,
        sub: demo.userId,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        eulaSignedVersion: demo.eulaSigned ? latestEula : 0,
      })),
    )
    .go();
  await localAccount
    .put(
      await Promise.all(
        demoUsers.map(async (demo) => ({
          email: demo.email,
          userId: demo.userId,
          firstName: demo.firstName,
          lastName: demo.lastName,
          passwordHash: await hashPassword(demoPassword),
        })),
      ),
    )
    .go();
  await membership
    .put(
      demoUsers.flatMap((demo) =>
        demo.memberships.map((member) => ({
          organisationId: demoOrganisations[member.organisation].organisationId,
          userId: demo.userId,
          scope: member.scope,
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
          projectFlags: projectFlagsOf(demo.key, member.organisation),
          createdBy: system,
        })),
      ),
    )
    .go();
  await programme
    .put(
      demoProgrammes.map((demo) => ({
        organisationId: demoOrganisations[demo.organisation].organisationId,
        programmeId: demo.programmeId,
        name: demo.name,
        createdBy: system,
      })),
    )
    .go();
  await project
    .put(
      demoProjects.map((demo) => ({
        organisationId: demoOrganisations[demo.organisation].organisationId,
        projectId: demo.projectId,
        parentId: demo.parentId,
        name: demo.name,
        createdBy: system,
      })),
    )
    .go();
  await (await import('./core-data-seed')).seedCoreData(system);
  await (await import('./action-seed')).seedActions(system);
  await (await import('./dashboard-seed')).seedDashboardActions(system);
  await (await import('./benefit-seed')).seedBenefits(system);
  await (await import('./training-seed')).seedTraining(system);
  await (await import('./impact-seed')).seedImpacts(system);
  await (await import('./process-seed')).seedProcesses(system);
  await (await import('./custom-field-seed')).seedCustomFields(system);
  await (await import('./stakeholder-seed')).seedStakeholders(system);
  await (await import('./dashboard-ownership-seed')).seedDashboardOwnership();
  return {
    organisations: Object.keys(demoOrganisations).length,
    users: demoUsers.length,
    programmes: demoProgrammes.length,
    projects: demoProjects.length,
  };
}
