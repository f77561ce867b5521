import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { projectProcesses } from '@tandem/shared/processes/project-process';
import { roleMappings } from '@tandem/shared/processes/role-mapping';
import { courseGroups } from '@tandem/shared/training/course-group';
import { courses } from '@tandem/shared/training/course';
import { trainingComponents } from '@tandem/shared/training/training-component';
import { trainingModules } from '@tandem/shared/training/training-module';
import { describe, expect, it } from 'vitest';
import { projectProcessView, roleMappingView } from '@/features/processes/process-views';
import { declaredEndpointIds, exportColumnKeys, type EntityView } from '@/lib/entity-kit/entity-view';
import { projectProcessesPhrases, roleMappingsPhrases } from '@/lib/i18n/en-gb-processes';
import {
  courseGroupsPhrases,
  coursesPhrases,
  trainingComponentsPhrases,
  trainingModulesPhrases,
} from '@/lib/i18n/en-gb-training';
import {
  courseGroupView,
  courseView,
  trainingComponentView,
  trainingModuleView,
} from '@/features/training/training-views';

const cases: [string, EntityView, ProjectEntity, { fields: Record<string, string> }][] = [
  ['course group', courseGroupView as unknown as EntityView, courseGroups, courseGroupsPhrases],
  ['course', courseView as unknown as EntityView, courses, coursesPhrases],
  ['module', trainingModuleView as unknown as EntityView, trainingModules, trainingModulesPhrases],
  [
    'component',
    trainingComponentView as unknown as EntityView,
    trainingComponents,
    trainingComponentsPhrases,
  ],
  ['project process', projectProcessView as unknown as EntityView, projectProcesses, projectProcessesPhrases],
  ['role mapping', roleMappingView as unknown as EntityView, roleMappings, roleMappingsPhrases],
];

describe.each(cases)('the %s view is its shared declaration without zod', (_, view, entity, phrases) => {
  const { declaration } = entity;
  it('has every declared field, in order, with its kind, rules, limits and parent', () => {
    expect(Object.keys(view.fields)).toEqual(Object.keys(declaration.fields));
    for (const [key, field] of Object.entries(declaration.fields)) {
      const viewed = view.fields[key]!;
      expect({ key, ...viewed }).toMatchObject({
        key,
        kind: field.kind,
        required: field.required,
        sortable: field.sortable,
        filterable: field.filterable,
      });
      expect([key, viewed.editable, viewed.clearable ?? false]).toEqual([
        key,
        field.editable,
        field.clearable,
      ]);
      const input = field.input as {
        maxLength?: number | null;
        minValue?: number | null;
        maxValue?: number | null;
      };
      if (field.kind === 'text' || field.kind === 'richText') expect(viewed.max).toBe(input.maxLength);
      if (field.kind === 'number')
        expect([viewed.min, viewed.maxValue]).toEqual([input.minValue, input.maxValue]);
      if (field.kind === 'parent') {
        const parent = cases.find(([, , other]) => other.declaration.name === field.parent)![2];
        expect(viewed.parent).toEqual({
          plural: parent.declaration.plural,
          nameField: parent.declaration.nameField,
        });
      }
      expect(phrases.fields[key]).toBe(field.label);
    }
    expect([view.name, view.singular, view.plural, view.nameField]).toEqual([
      declaration.name,
      declaration.singular,
      declaration.plural,
      declaration.nameField,
    ]);
    expect(exportColumnKeys(view)).toEqual(Object.keys(entity.schemas.exportColumns));
    expect(view.commentMax).toBe(declaration.limits.comment);
  });

  it('calls only endpoints the kit generates, and sorts list columns only where the server does', () => {
    for (const id of Object.values(declaredEndpointIds(view))) expect(entity.endpoints).toHaveProperty(id);
    for (const key of view.listColumns)
      expect(entity.schemas.sortKeys.includes(key)).toBe(view.fields[key]!.sortable);
  });
});
