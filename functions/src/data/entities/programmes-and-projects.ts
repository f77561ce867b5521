import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { documentClient } from '../client';
import { programmeEntity } from './programme';
import { projectEntity } from './project';

export type ProgrammeEntityItem = EntityItem<typeof programmeEntity>;
export type ProjectEntityItem = EntityItem<typeof projectEntity>;

type RangeParams = {
  TableName: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, string>;
};

/**
 * Access pattern 16: an organisation's programmes and projects (deleted ones too) in ONE Query of its
 * partition, sk from the programmes' prefix to the end of the projects' (`PROGRAMME#` sorts just before
 * `PROJECT#`; the organisation item `ORG` and the members `MEMBER#…` fall outside). ElectroDB has no
 * range across two entities, so the bounds come from each entity's own `byOrganisation` Query (no key
 * string here) and each entity parses its items out of the pages.
 */
export async function programmesAndProjectsOf(organisationId: string) {
  const programmesRange = programmeEntity.query.byOrganisation({ organisationId }).params<RangeParams>();
  const projectsRange = projectEntity.query.byOrganisation({ organisationId }).params<RangeParams>();
  const { TableName, ExpressionAttributeNames: names, ExpressionAttributeValues: values } = programmesRange;
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: '#pk = :pk AND #sk1 BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': names['#pk']!, '#sk1': names['#sk1']! },
        ExpressionAttributeValues: {
          ':pk': values[':pk'],
          ':from': values[':sk1'],
          // Past every id: ids are UUIDs, all below '~'.
          ':to': `${projectsRange.ExpressionAttributeValues[':sk1']}~`,
        },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return {
    programmes: programmeEntity.parse({ Items: items }).data as ProgrammeEntityItem[],
    projects: projectEntity.parse({ Items: items }).data as ProjectEntityItem[],
  };
}
