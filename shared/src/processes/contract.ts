import { projectProcesses } from './project-process';
import { roleMappings } from './role-mapping';

/** The processes area's endpoints: two kit entities' families. */
export const processEndpoints = { ...projectProcesses.endpoints, ...roleMappings.endpoints };
