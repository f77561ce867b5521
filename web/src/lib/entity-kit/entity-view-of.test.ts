import { projectEntities } from '@tandem/shared/contract/project-entities';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { entityViewData } from '@tandem/shared/entity-kit/entity-view-data';
import { describe, expect, it } from 'vitest';
import { entityViews } from 'virtual:tandem/entity-views';
import { exportColumnKeys, type AnyItem, type EntityView } from './entity-view';
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

  it('resolves what a field names: a parent’s plural and name field, another entity’s grid data, a score’s bounds', () => {
    const course = entityViewOf('course', { phrases: 'x', listColumns: [], paths }) as EntityView;
    expect(course.fields.courseGroupId?.parent).toEqual({ plural: 'CourseGroups', nameField: 'name' });
    const pulse = entityViewOf('pulse', { phrases: 'x', listColumns: [], paths }) as EntityView;
    expect(pulse.fields.audience?.reference).toEqual({
      endpoint: 'getAudiencesGridData',
      scope: 'project',
      nameKey: 'name',
    });
    const impact = entityViewOf('impact', { phrases: 'x', listColumns: [], paths }) as EntityView;
    expect([impact.fields.impactLevel?.min, impact.fields.impactLevel?.maxValue]).toEqual([1, 10]);
  });

  it('reads a choice field’s values as phrases unless the page gives its own, and takes the page’s field extras', () => {
    const plain = entityViewOf('audience', { phrases: 'audiences', listColumns: [], paths }) as EntityView;
    expect(plain.fields.size?.choices?.[0]).toEqual({
      value: 'extraSmall',
      key: 'audiences.choices.size.extraSmall',
    });
    const given = entityViewOf<AnyItem>('audience', {
      phrases: 'audiences',
      listColumns: [],
      paths,
      fields: { size: { choices: [{ value: 'small', key: 'sizes.small' }] }, influence: { shownFrom: 0 } },
    }) as EntityView;
    expect(given.fields.size?.choices).toEqual([{ value: 'small', key: 'sizes.small' }]);
    expect(given.fields.influence).toMatchObject({ kind: 'scale', shownFrom: 0 });
  });

  it('shows an Import button only when the page asks and the declaration allows, at its rows per call', () => {
    const config = { phrases: 'x', listColumns: [], paths };
    expect(entityViewOf('impact', config).upload).toBeUndefined();
    expect(entityViewOf('impact', { ...config, upload: true }).upload).toEqual({
      max: entityViews.impact!.uploadMax,
    });
    expect(entityViewOf('audience', { ...config, upload: true }).upload).toBeUndefined();
  });

  it('refuses a name nothing declares', () => {
    expect(() => entityViewOf('nothing', { phrases: 'x', listColumns: [], paths })).toThrow(/nothing/);
  });
});
