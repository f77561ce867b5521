import { impactGroups } from '@tandem/shared/impacts/impact-group';
import { impacts } from '@tandem/shared/impacts/impact';
import { impactEntity, impactGroupEntity } from '../../data/entities/impact';
import type { EntityStore } from '../../entity-kit/store';

/** The kit stores the impacts group's own calls read through (impacts and impact groups). */
export const impactStore: EntityStore = {
  declaration: impacts.declaration,
  schemas: impacts.schemas,
  entity: impactEntity,
};

export const impactGroupStore: EntityStore = {
  declaration: impactGroups.declaration,
  schemas: impactGroups.schemas,
  entity: impactGroupEntity,
};
