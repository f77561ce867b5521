import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { benefits } from '@tandem/shared/benefits/benefit';
import { impacts } from '@tandem/shared/impacts/impact';
import { defineProjectEntity, entityVerbs } from '@tandem/shared/entity-kit/define-project-entity';
import { benefitEntity } from '../data/entities/benefit';
import { impactEntity } from '../data/entities/impact';
import { withApiShape } from './api-answers';
import { withApiInput } from './api-input';
import type { EntityStore } from './store';

const storeOf = (
  entity: ReturnType<typeof defineProjectEntity>,
  model: EntityStore['entity'],
): EntityStore => ({
  declaration: entity.declaration,
  schemas: entity.schemas,
  entity: model,
});
const implementation = async () => ({ id: 'i1' });

describe('the apiShape wrappers', () => {
  it('leave every implementation of an entity without an apiShape exactly as it is', () => {
    for (const store of [storeOf(benefits, benefitEntity), storeOf(impacts, impactEntity)])
      for (const verb of entityVerbs) {
        expect(withApiShape(verb, store, undefined, implementation)).toBe(implementation);
        expect(withApiInput(verb, store, implementation)).toBe(implementation);
      }
  });

  it('refuses to serve computed values nobody supplies (a declaration mistake, at start-up)', () => {
    const shaped = defineProjectEntity({
      ...impacts.declaration,
      apiShape: { item: { computed: { score: z.number() }, order: ['id', 'score'] } },
    });
    expect(() => withApiShape('get', storeOf(shaped, impactEntity), undefined, implementation)).toThrow(
      /computed needs the entity's computed values/,
    );
    // Calls that answer no item are not reshaped.
    expect(withApiShape('totalCount', storeOf(shaped, impactEntity), undefined, implementation)).toBe(
      implementation,
    );
  });

  it('reshapes a page’s items and a list, computing once per answer', async () => {
    const shaped = defineProjectEntity({
      ...impacts.declaration,
      apiShape: {
        item: { keys: { owner: 'ownerId' }, computed: { n: z.number() }, order: ['id', 'ownerId', 'n'] },
      },
    });
    const store = storeOf(shaped, impactEntity);
    let calls = 0;
    const computed = async (_scope: unknown, answers: Record<string, unknown>[]) => {
      calls += 1;
      return answers.map((_, index) => ({ n: index }));
    };
    const params = { params: { organisationId: 'o', projectId: 'p' } };
    const page = withApiShape('list', store, computed, async () => ({
      items: [
        { id: 'a', owner: 'u1', name: 'A' },
        { id: 'b', owner: null, name: 'B' },
      ],
      totalItems: 2,
    }));
    expect(await page(params)).toEqual({
      items: [
        { id: 'a', ownerId: 'u1', n: 0 },
        { id: 'b', ownerId: null, n: 1 },
      ],
      totalItems: 2,
    });
    const copies = withApiShape('duplicate', store, computed, async () => [{ id: 'c', owner: 'u2' }]);
    expect(await copies(params)).toEqual([{ id: 'c', ownerId: 'u2', n: 0 }]);
    expect(calls).toBe(2);
  });
});
