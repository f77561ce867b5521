import { audiences } from '@tandem/shared/audiences/audience';
import { pulses } from '@tandem/shared/audiences/pulse';
import { endpoints } from '@tandem/shared/contract/endpoints';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { describe, expect, it } from 'vitest';
import { declaredEndpointIds, exportColumnKeys, type EntityView } from '@/lib/entity-kit/entity-view';
import { i18n } from '@/lib/i18n/i18n';
import { audienceView } from './audience-view';
import { projectStakeholderView } from './project-stakeholder-view';
import { pulseView } from './pulse-view';

const pairs: [EntityView, ProjectEntity][] = [
  [projectStakeholderView as unknown as EntityView, projectStakeholders as unknown as ProjectEntity],
  [audienceView as unknown as EntityView, audiences as unknown as ProjectEntity],
  [pulseView as unknown as EntityView, pulses as unknown as ProjectEntity],
];

describe.each(pairs)('the %s view is the shared declaration without zod', (view, entity) => {
  const { declaration } = entity;

  it('has every declared field, in order, with its kind, rules, choices and grid payload', () => {
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
      if (field.kind === 'choice')
        expect(viewed.choices?.map((choice) => choice.value)).toEqual(field.choices);
      if (field.kind === 'scale') expect([key, viewed.scaleLabels]).toEqual([key, field.scaleLabels]);
      if (field.kind === 'text' || field.kind === 'richText')
        expect(viewed.max).toBe((field.input as { maxLength?: number }).maxLength);
      // A reference's choices come from an endpoint that exists, in the organisation or the project.
      if (field.kind === 'reference') expect(endpoints).toHaveProperty(viewed.reference!.endpoint);
      expect([key, viewed.unique ?? false]).toEqual([key, field.unique ?? false]);
    }
    expect(view.nameField).toBe(declaration.nameField);
    expect(exportColumnKeys(view)).toEqual(Object.keys(entity.schemas.exportColumns));
    expect(view.commentMax).toBe(declaration.limits.comment);
  });

  it('labels each field with the declaration’s words, and calls only endpoints the kit generates', () => {
    for (const [key, field] of Object.entries(declaration.fields))
      expect([key, i18n.t(`${view.phrases}.fields.${key}`)]).toEqual([key, field.label]);
    for (const id of Object.values(declaredEndpointIds(view))) {
      if (id.startsWith('duplicate') && !declaration.endpoints.duplicate) continue;
      expect(entity.endpoints).toHaveProperty(id);
    }
    for (const id of Object.values(view.members?.endpoints ?? {})) expect(endpoints).toHaveProperty(id);
  });
});
