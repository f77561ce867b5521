import type { ProjectProcess } from '@tandem/shared/processes/project-process';
import type { RoleMapping } from '@tandem/shared/processes/role-mapping';
import { paths } from '@/config/paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import type { EntityView } from '@/lib/entity-kit/entity-view';
// The processes pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-processes';

const optional = { required: false, clearable: true, sortable: true, filterable: true } as const;
const text = { ...optional, kind: 'text', editable: 'TextField' } as const;
const level = { ...text, max: 200 } as const;

/** The project process declaration without zod; `process-views.test.ts` holds it equal. */
export const projectProcessView: EntityView<ProjectProcess> = {
  name: 'projectProcess',
  tags: true,
  singular: 'ProjectProcess',
  plural: 'ProjectProcesses',
  phrases: 'projectProcesses',
  nameField: 'name',
  fields: {
    name: { ...text, required: true, clearable: false, max: 200 },
    uniqueIdentifier: { ...text, max: 100 },
    level1: level,
    level2: level,
    level3: level,
    level4: level,
    level5: level,
    isInScope: { ...optional, kind: 'boolean', editable: 'NumericField', clearable: false },
    scopeItems: { ...text, sortable: false, max: 1_000 },
    owner: { ...optional, kind: 'member', editable: 'IdField' },
    ragStatus: { ...optional, kind: 'rag', editable: 'NumericField', clearable: false },
  },
  listColumns: ['uniqueIdentifier', 'name', 'level1', 'level2', 'isInScope', 'ragStatus'],
  commentMax: 4_000,
  permissions: {
    view: endpointPermission('getProjectProcess'),
    edit: endpointPermission('updateProjectProcess'),
  },
  paths: viewPathsOf(paths.projectProcessPages),
};

export const roleMappingView: EntityView<RoleMapping> = {
  name: 'roleMapping',
  singular: 'RoleMapping',
  plural: 'RoleMappings',
  phrases: 'roleMappings',
  nameField: 'currentJobRole',
  fields: {
    currentJobRole: { ...text, required: true, clearable: false, max: 200 },
    futureProcessRole: { ...text, max: 200 },
    projectProcessId: {
      kind: 'parent',
      required: false,
      clearable: true,
      sortable: false,
      filterable: true,
      parent: { plural: 'ProjectProcesses', nameField: 'name' },
    },
    changeSummary: { ...text, sortable: false, max: 1_000 },
    progressStatus: { ...optional, kind: 'progress', editable: 'NumericField', clearable: false },
  },
  listColumns: ['currentJobRole', 'futureProcessRole', 'projectProcessId', 'progressStatus'],
  commentMax: 4_000,
  permissions: { view: endpointPermission('getRoleMapping'), edit: endpointPermission('updateRoleMapping') },
  paths: viewPathsOf(paths.roleMappingPages),
};
