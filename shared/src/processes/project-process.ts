import { defineProjectEntity } from '../entity-kit/define-project-entity';
import { booleanField, memberField, ragField, textField } from '../entity-kit/field-kinds';
import type { EntityItemOf } from '../entity-kit/item-types';
import { standardEndpoints } from '../entity-kit/standard-endpoints';
import { TagAssociationKind } from '../tags/tag-association-kind';

const level = (n: number) => textField({ label: `Level ${n}`, max: 200 });

/**
 * An organisation process a project touches (spec §3 Process: uniqueIdentifier, level1 to level5,
 * scopeItems, isInScope; grid `processes`). It keeps the process's identifier and five levels as
 * the project saw them, so a later change to the organisation's model does not rewrite the project.
 */
export const projectProcesses = defineProjectEntity({
  name: 'projectProcess',
  singular: 'ProjectProcess',
  plural: 'ProjectProcesses',
  segment: 'project-processes',
  listPath: '',
  idParam: 'projectProcessId',
  group: 'projects',
  area: 'project',
  label: 'project process',
  nameField: 'name',
  fields: {
    name: textField({ label: 'Process', max: 200, required: true }),
    uniqueIdentifier: textField({ label: 'Unique identifier', max: 100 }),
    level1: level(1),
    level2: level(2),
    level3: level(3),
    level4: level(4),
    level5: level(5),
    isInScope: booleanField({ label: 'In scope' }),
    scopeItems: textField({ label: 'Scope items', max: 1_000, sortable: false }),
    owner: memberField({ label: 'Process owner' }),
    ragStatus: ragField({ label: 'RAG' }),
  },
  limits: { bulk: 100, upload: 500, comment: 4_000 },
  tagAssociation: TagAssociationKind.PROJECT_PROCESS,
  endpoints: standardEndpoints({ createFromUpload: true, tags: true }),
});

export type ProjectProcess = EntityItemOf<typeof projectProcesses.declaration.fields>;
