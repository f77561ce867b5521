/** What a tag can be attached to (spec §3); values are the association path segments of spec §7. */
export const TagAssociationKind = {
  ACTION: 'actionTags',
  IMPACT: 'impactTags',
  PROJECT: 'projectTags',
  PROJECT_STAKEHOLDER: 'projectStakeholderTags',
  AUDIENCE_STAKEHOLDER: 'audienceStakeholderTags',
  PROJECT_PROCESS: 'projectProcessTags',
  TRAINING_COURSE: 'training-course-tags',
  TRAINING_MODULE: 'training-module-tags',
  TRAINING_COMPONENT: 'training-component-tags',
  BENEFIT: 'benefits',
} as const;
export type TagAssociationKind = (typeof TagAssociationKind)[keyof typeof TagAssociationKind];
