import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import type { RoleMapping } from '@tandem/shared/processes/role-mapping';
import { processImpactsLink } from '@/config/entity-links';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
// The processes pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-processes';

/** The project process pages: the declaration (`shared/src/processes/project-process.ts`) as built. */
export const projectProcessView = entityViewOf<ProjectProcess>('projectProcess', {
  phrases: 'projectProcesses',
  upload: true,
  listColumns: ['uniqueIdentifier', 'name', 'level1', 'level2', 'isInScope', 'ragStatus'],
  links: [processImpactsLink],
  paths: viewPathsOf(paths.projectProcessPages),
});

export const roleMappingView = entityViewOf<RoleMapping>('roleMapping', {
  phrases: 'roleMappings',
  upload: true,
  listColumns: ['currentJobRole', 'futureProcessRole', 'projectProcessId', 'progressStatus'],
  paths: viewPathsOf(paths.roleMappingPages),
});
