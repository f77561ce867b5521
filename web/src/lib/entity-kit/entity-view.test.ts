import { describe, expect, it } from 'vitest';
import { entityKeys } from './entity-api';
import { declaredEndpointIds, entityEndpointIds } from './entity-view';

const benefit = { name: 'benefit', singular: 'Benefit', plural: 'Benefits' };

describe('the kit’s endpoint ids and query keys of a view', () => {
  it('names every verb from the entity’s names unless the declaration serves it under another id', () => {
    const ids = entityEndpointIds(benefit);
    expect(ids).toMatchObject({
      get: 'getBenefit',
      history: 'getBenefitHistory',
      shortHistory: 'getBenefitShortHistory',
      listTags: 'getBenefitsTags',
      addTags: 'addBenefitsTags',
      bulkUpdate: 'bulkUpdateBenefits',
      reviewRange: 'reviewBenefitRange',
      createFromUpload: 'createBenefitsFromUpload',
      shiftDates: 'shiftBenefitDates',
      summary: 'getBenefitsSummary',
    });
    const renamed = entityEndpointIds({
      ...benefit,
      endpointIds: { shortHistory: 'getBenefitRecentHistory', listTags: 'listBenefitTags' },
    });
    expect(renamed).toEqual({
      ...ids,
      shortHistory: 'getBenefitRecentHistory',
      listTags: 'listBenefitTags',
    });
  });

  it('checks the same ids of every entity as before (the verbs opted into one by one are left out)', () => {
    expect(Object.keys(declaredEndpointIds({ ...benefit, tags: true, customFields: true })).sort()).toEqual(
      [
        'list',
        'get',
        'create',
        'update',
        'history',
        'listComments',
        'addComment',
        'export',
        'gridData',
        'updateField',
        'clearField',
        'deleteRange',
        'duplicate',
        'listTags',
        'addTags',
        'addTag',
        'removeTag',
        'updateCustomField',
      ].sort(),
    );
  });

  it('keys an entity under its name, or under the key name code outside the kit already uses', () => {
    const project = { organisationId: 'o', projectId: 'p' };
    expect(entityKeys.all(benefit, project)).toEqual(['organisations', 'o', 'projects', 'p', 'benefit']);
    expect(entityKeys.one({ ...benefit, keyName: 'benefits' }, { ...project, id: 'b' })).toEqual([
      'organisations',
      'o',
      'projects',
      'p',
      'benefits',
      'one',
      'b',
    ]);
  });
});
