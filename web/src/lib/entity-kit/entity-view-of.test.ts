import { projectEntities } from '@tandem/shared/contract/project-entities';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { entityViewData } from '@tandem/shared/entity-kit/entity-view-data';
import { describe, expect, it } from 'vitest';
import { entityViews } from 'virtual:tandem/entity-views';
import { exportColumnKeys, type EntityView } from './entity-view';
import { entityViewOf } from './entity-view-of';

const paths = { list: () => '', panel: () => '', detail: () => '', create: () => '', edit: () => '' };

describe('the build emits every kit entity’s declaration for the browser', () => {
  it('emits each entity of projectEntities exactly as entityViewData gives it', () => {
    expect(Object.keys(entityViews).sort()).toEqual(projectEntities.map((e) => e.declaration.name).sort());
    for (const entity of projectEntities)
      expect(entityViews[entity.declaration.name]).toEqual(entityViewData(entity));
  });

  it('makes a view whose endpoints, permissions and export columns are the contract’s', () => {
    for (const entity of projectEntities as readonly ProjectEntity[]) {
      const { declaration } = entity;
      const view = entityViewOf(declaration.name, { phrases: 'x', listColumns: [], paths }) as EntityView;
      expect(view.permissions.view).toBeDefined();
      expect(view.permissions.view).toEqual(entity.endpoints[`get${declaration.singular}`]?.permission);
      expect(view.permissions.edit).toEqual(entity.endpoints[`update${declaration.singular}`]?.permission);
      expect(exportColumnKeys(view)).toEqual(Object.keys(entity.schemas.exportColumns));
    }
  });

  it('refuses a name nothing declares', () => {
    expect(() => entityViewOf('nothing', { phrases: 'x', listColumns: [], paths })).toThrow(/nothing/);
  });
});
