import { describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { dynamoDb } = await import('@tandem/functions/data/client');
const { programmeEntity } = await import('@tandem/functions/data/entities/programme');
const { projectEntity } = await import('@tandem/functions/data/entities/project');
const { programmesAndProjectsOf } = await import('@tandem/functions/data/entities/programmes-and-projects');
const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');

const counter = new DynamoDbCallCounter(dynamoDb);
const ids = (items: { programmeId?: string; projectId?: string }[]) =>
  items.map((item) => item.projectId ?? item.programmeId).sort();

describe("an organisation's programmes and projects (access pattern 16)", () => {
  it('reads exactly what the two entity Queries read, in ONE Query, and nothing of other organisations', async () => {
    const { organisationId } = demoOrganisations.a;
    const [programmes, projects] = await Promise.all([
      programmeEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' }),
      projectEntity.query.byOrganisation({ organisationId }).go({ pages: 'all' }),
    ]);
    expect(programmes.data.length).toBeGreaterThan(0);
    expect(projects.data.length).toBeGreaterThan(0);

    counter.reset();
    counter.active = true;
    const found = await programmesAndProjectsOf(organisationId).finally(() => (counter.active = false));
    expect(counter.perRequest(1)).toEqual({ Query: 1 });
    expect(ids(found.programmes)).toEqual(ids(programmes.data));
    expect(ids(found.projects)).toEqual(ids(projects.data));
    expect(found.projects[0]).toEqual(
      projects.data.find((one) => one.projectId === found.projects[0]!.projectId),
    );
    expect(
      [...found.programmes, ...found.projects].every((item) => item.organisationId === organisationId),
    ).toBe(true);
  });
});
