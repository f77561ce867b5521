import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from '../data/client';
import { standaloneParent } from '../data/entities/project';

/** What a dashboard shows of a project: its name and programme. */
export interface ProjectEntry {
  projectId: string;
  projectName: string;
  programmeId: string | null;
  programmeName: string | null;
}

/** Live (not deleted) projects of an organisation by id, and its programmes' names by id. */
export interface ProjectDirectory {
  projects: Map<string, ProjectEntry>;
  programmes: Map<string, string>;
}

/**
 * Programmes and projects of an organisation in ONE Query (access pattern 16: `sk BETWEEN
 * 'PROGRAMME#' AND 'PROJECT#~'`), so dashboard rows carry project and programme names without a read
 * per action. (The projects group has the same read; groups share no code, so the dashboard has its own.)
 */
export async function projectDirectory(organisationId: string): Promise<ProjectDirectory> {
  const programmes = new Map<string, string>();
  const projectItems: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': `ORG#${organisationId}`,
          ':from': 'PROGRAMME#',
          ':to': 'PROJECT#~',
        },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.__edb_e__ === 'programme') programmes.set(String(item.programmeId), String(item.name));
      if (item.__edb_e__ === 'project' && item.lifecycleStatus !== 'deleted') projectItems.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  const projects = new Map<string, ProjectEntry>();
  for (const item of projectItems) {
    const parentId = String(item.parentId ?? standaloneParent);
    const programmeId = programmes.has(parentId) ? parentId : null;
    projects.set(String(item.projectId), {
      projectId: String(item.projectId),
      projectName: String(item.name),
      programmeId,
      programmeName: programmeId ? (programmes.get(programmeId) ?? null) : null,
    });
  }
  return { projects, programmes };
}
