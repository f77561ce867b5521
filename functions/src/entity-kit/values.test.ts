import { describe, expect, it } from 'vitest';
import { benefits } from '@tandem/shared/benefits/benefit';
import { HARMFUL_CONTENT_MESSAGE } from '@tandem/shared/core/rich-text';
import { benefitEntity } from '../data/entities/benefit';
import type { ProjectEntityItem } from './store';
import { changesOf, onlyChanged, storedValues } from './values';

const store = { declaration: benefits.declaration, schemas: benefits.schemas, entity: benefitEntity };
const stored = {
  itemId: 'b1',
  name: 'Faster discharge',
  type: 'Financial',
  value: 10,
  owner: 'u1',
  ownerName: 'Ada Admin',
} as unknown as ProjectEntityItem;

describe('kit values', () => {
  it('trims text, screens rich text and empties null or blank fields', async () => {
    const values = await storedValues(
      store,
      { organisationId: 'org', projectId: 'project' },
      { name: '  New name ', description: '<p>ok</p><script>x</script>', type: '  ', value: null },
      'body',
    );
    expect(values.set).toEqual({ name: 'New name', description: HARMFUL_CONTENT_MESSAGE });
    expect(values.remove).toEqual(['type', 'value']);
  });

  it('records one change per declared field that really differs, never the kept member name', () => {
    const values = { set: { name: 'Faster discharge', value: 12, ownerName: 'Someone' }, remove: ['type'] };
    const changes = changesOf(store, stored, values);
    expect(changes).toEqual([
      { field: 'type', oldValue: 'Financial', newValue: null },
      { field: 'value', oldValue: 10, newValue: 12 },
    ]);
    expect(onlyChanged(values, changes)).toEqual({ set: { value: 12 }, remove: ['type'] });
  });

  it('writes a member’s kept name with the member when the member changes', () => {
    const values = { set: { owner: 'u2', ownerName: 'Olu Owner' }, remove: [] };
    const changes = changesOf(store, stored, values);
    expect(changes).toEqual([{ field: 'owner', oldValue: 'u1', newValue: 'u2' }]);
    expect(onlyChanged(values, changes).set).toEqual({ owner: 'u2', ownerName: 'Olu Owner' });
  });
});
