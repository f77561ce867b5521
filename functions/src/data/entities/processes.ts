import { projectProcesses } from '@tandem/shared/processes/project-process';
import { roleMappings } from '@tandem/shared/processes/role-mapping';
import { projectEntityOf } from './project-entity';

/** Project processes and role mappings (spec §3 Process) in their project's partition. */
export const projectProcessEntity = projectEntityOf(projectProcesses.declaration);
export const roleMappingEntity = projectEntityOf(roleMappings.declaration);
