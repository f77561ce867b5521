import { describe, expect, expectTypeOf, it } from 'vitest';
import { impactActionLink } from './impact-links';
import { impacts, type Impact } from './impact';

const { schemas, declaration, endpoints } = impacts;

describe('the impact declaration', () => {
  it('scores the level 1-10 or -1 (unknown), whole numbers only', () => {
    for (const level of [-1, 1, 5, 10])
      expect(schemas.createBody.safeParse({ name: 'x', impactLevel: level }).success).toBe(true);
    for (const level of [0, 11, 4.5, -2])
      expect(schemas.createBody.safeParse({ name: 'x', impactLevel: level }).success).toBe(false);
  });

  it('scores mitigation confidence 0-10, -1 meaning none (0 is a real, low confidence)', () => {
    for (const score of [-1, 0, 10])
      expect(schemas.createBody.safeParse({ name: 'x', mitigationConfidence: score }).success).toBe(true);
    for (const score of [-2, 11])
      expect(schemas.createBody.safeParse({ name: 'x', mitigationConfidence: score }).success).toBe(false);
    expect(declaration.fields.mitigationConfidence.empty).toBe(-1);
  });

  it('takes short levels in bulk and saves them long: low 1, medium 5, high 10, unknown -1 (spec §3)', () => {
    const ids = ['0a000000-0000-4000-8000-000000000001'];
    for (const short of [0, 1, 2, 3])
      expect(schemas.bulkUpdateBody.safeParse({ impactIds: ids, impactLevel: short }).success).toBe(true);
    expect(schemas.bulkUpdateBody.safeParse({ impactIds: ids, impactLevel: 7 }).success).toBe(false);
    const toStored = declaration.fields.impactLevel.bulkInput!.toStored;
    expect([0, 1, 2, 3].map(toStored)).toEqual([-1, 1, 5, 10]);
  });

  it('takes impact types from people 1, process 2, technology 3, each at most once', () => {
    expect(schemas.createBody.safeParse({ name: 'x', impactTypes: [1, 3] }).success).toBe(true);
    expect(schemas.createBody.safeParse({ name: 'x', impactTypes: [4] }).success).toBe(false);
    expect(schemas.createBody.safeParse({ name: 'x', impactTypes: [2, 2] }).success).toBe(false);
    expectTypeOf<Impact['impactTypes']>().toEqualTypeOf<number[]>();
  });

  it('generates only the endpoints it opts into (a flag left out is off, also in the types)', () => {
    expect(endpoints).not.toHaveProperty('getImpactsSummary');
    expect(endpoints).toHaveProperty('reviewImpactRange');
    expect(endpoints).toHaveProperty('shiftImpactDates');
    expectTypeOf<keyof typeof endpoints>().not.toEqualTypeOf<'getImpactsSummary' | keyof typeof endpoints>();
    expect(schemas.item.shape).toHaveProperty('nextReviewDue');
    expect(schemas.shiftDatesBody.safeParse({ days: 7, shiftActions: true }).success).toBe(true);
    expect(schemas.shiftDatesBody.safeParse({ days: 1.5 }).success).toBe(false);
  });

  it('declares the action link on both sides at the spec §7 paths', () => {
    const paths = Object.fromEntries(
      Object.entries(impactActionLink.endpoints).map(([id, endpoint]) => [
        id,
        `${endpoint.method} ${endpoint.path.split('/projects/{projectId}/')[1]}`,
      ]),
    );
    expect(paths).toMatchObject({
      listImpactActions: 'GET impacts/{impactId}/actions',
      addImpactActions: 'POST impacts/{impactId}/actions',
      removeImpactAction: 'DELETE impacts/{impactId}/actions/{actionId}',
      listImpactUnassignedActions: 'GET impacts/{impactId}/unassignedActions',
      listActionImpacts: 'GET actions/{actionId}/assignedImpacts',
      addActionImpacts: 'POST actions/{actionId}/impacts',
      removeActionImpact: 'DELETE actions/{actionId}/impacts/{impactId}',
      listActionUnassignedImpacts: 'GET actions/{actionId}/unassignedImpacts',
    });
  });
});
