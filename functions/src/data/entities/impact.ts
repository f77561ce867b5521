import { impactGroups } from '@tandem/shared/impacts/impact-group';
import { impacts } from '@tandem/shared/impacts/impact';
import { projectEntityOf } from './project-entity';

/** Impacts (spec §3) in their project's partition: `ORG#<org>#PROJECT#<project>` / `IMPACT#<id>`. */
export const impactEntity = projectEntityOf(impacts.declaration);
/** Impact groups: `IMPACTGROUP#<id>` in the same partition. */
export const impactGroupEntity = projectEntityOf(impactGroups.declaration);
