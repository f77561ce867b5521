import { defineProjectEntity } from '../entity-kit/define-project-entity';
import { parentField, progressField, textField } from '../entity-kit/field-kinds';
import type { EntityItemOf } from '../entity-kit/item-types';
import { standardEndpoints } from '../entity-kit/standard-endpoints';

/**
 * Role-to-position mapping (spec §2 `project-processes/role-mapping`, grid `role-to-position-mapping`):
 * which current job role becomes which future process role, optionally through one project process.
 */
export const roleMappings = defineProjectEntity({
  name: 'roleMapping',
  singular: 'RoleMapping',
  plural: 'RoleMappings',
  segment: 'role-mappings',
  listPath: '',
  idParam: 'roleMappingId',
  group: 'projects',
  area: 'project',
  label: 'role mapping',
  nameField: 'currentJobRole',
  fields: {
    currentJobRole: textField({ label: 'Current job role', max: 200, required: true }),
    futureProcessRole: textField({ label: 'Future process role', max: 200 }),
    projectProcessId: parentField({ label: 'Process', parent: 'projectProcess' }),
    changeSummary: textField({ label: 'What changes', max: 1_000, sortable: false }),
    progressStatus: progressField({ label: 'Progress' }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  endpoints: standardEndpoints({ createFromUpload: true }),
});

export type RoleMapping = EntityItemOf<typeof roleMappings.declaration.fields>;
