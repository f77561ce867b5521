import { benefits } from '@tandem/shared/benefits/benefit';
import { projectEntityOf } from './project-entity';

/** Benefits (spec §3) in their project's partition: `ORG#<org>#PROJECT#<project>` / `BENEFIT#<id>`. */
export const benefitEntity = projectEntityOf(benefits.declaration);
