import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/**
 * A tag on one project item (spec §3 tag associations: actions, impacts, stakeholders...):
 * `ORG#<org>#PROJECT#<project>` / `TAG#<kind>#<entity>#<tag>`, and gsi1 `ORG#<org>#TAG#<tag>` /
 * `<kind>#<project>#<entity>` for a tag's usage across the organisation. Written in the same
 * transaction as the item's own `tagIds`.
 */
export const tagAssociationEntity = new Entity(
  {
    model: { entity: 'tagAssociation', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      /** A TagAssociationKind value (`actionTags`, `impactTags`, ...). */
      kind: { type: 'string', required: true, readOnly: true },
      entityId: { type: 'string', required: true, readOnly: true },
      tagId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      createdBy: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byProject: {
        pk: {
          field: 'pk',
          composite: ['organisationId', 'projectId'],
          template: 'ORG#${organisationId}#PROJECT#${projectId}',
          casing: exact,
        },
        sk: {
          field: 'sk',
          composite: ['kind', 'entityId', 'tagId'],
          template: 'TAG#${kind}#${entityId}#${tagId}',
          casing: exact,
        },
      },
      byTag: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['organisationId', 'tagId'],
          template: 'ORG#${organisationId}#TAG#${tagId}',
          casing: exact,
        },
        sk: {
          field: 'gsi1sk',
          composite: ['kind', 'projectId', 'entityId'],
          template: '${kind}#${projectId}#${entityId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);
