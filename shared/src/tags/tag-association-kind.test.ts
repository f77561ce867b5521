import { describe, expect, it } from 'vitest';
import { TagAssociationKind } from './tag-association-kind';

describe('TagAssociationKind', () => {
  it('covers the ten spec associations with their §7 path segments', () => {
    expect(Object.values(TagAssociationKind)).toEqual([
      'actionTags',
      'impactTags',
      'projectTags',
      'projectStakeholderTags',
      'audienceStakeholderTags',
      'projectProcessTags',
      'training-course-tags',
      'training-module-tags',
      'training-component-tags',
      'benefits',
    ]);
  });
});
