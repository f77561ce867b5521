import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { projectEntityOf } from './project-entity';

/** Project stakeholders on the kit: `ORG#<org>#PROJECT#<project>` / `PROJECTSTAKEHOLDER#<id>`, gsi3 by person. */
export const projectStakeholderItemEntity = projectEntityOf(projectStakeholders.declaration);
