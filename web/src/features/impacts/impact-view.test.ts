import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { impactGroups } from '@tandem/shared/impacts/impact-group';
import { impacts } from '@tandem/shared/impacts/impact';
import { shouldShowImpactedCount } from '@tandem/shared/impacts/impacted-count';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import type { TFunction } from 'i18next';
import { entityFilterFields } from '@/lib/entity-kit/entity-filter-fields';
import { describe, expect, it } from 'vitest';
import { choicesOf, progressChoices, valueText } from '@/lib/entity-kit/entity-values';
import { declaredEndpointIds, exportColumnKeys, type EntityView } from '@/lib/entity-kit/entity-view';
import { impactGroupsPhrases, impactsPhrases } from '@/lib/i18n/en-gb-impacts';
import { foldQueryFilters } from '@/lib/entity-kit/entity-query-filters';
import { impactActionsLink, impactGroupsLink, groupImpactsLink } from './impact-links';
import { impactGroupView } from './impact-group-view';
import { impactView } from './impact-view';

const cases = [
  { view: impactView as unknown as EntityView, entity: impacts, phrases: impactsPhrases.fields },
  {
    view: impactGroupView as unknown as EntityView,
    entity: impactGroups,
    phrases: impactGroupsPhrases.fields,
  },
];

describe('the impact and impact-group views are the shared declarations without zod', () => {
  it.each(cases)(
    '$entity.declaration.name: every field with its kind, rules, bounds, label and choices',
    ({ view, entity, phrases }) => {
      const { declaration } = entity;
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
        expect(phrases[key as keyof typeof phrases]).toBe(field.label);
        if (field.scale) {
          expect([viewed.min, viewed.maxValue]).toEqual([field.scale.min, field.scale.max]);
          // The pill editor offers exactly the scale and "none".
          expect(viewed.choices!.map((choice) => choice.value)).toEqual([
            field.scale.none,
            ...Array.from({ length: field.scale.max - field.scale.min + 1 }, (_, i) => field.scale!.min + i),
          ]);
        }
        if (field.options)
          expect(viewed.choices!.map((choice) => choice.value)).toEqual(
            Object.keys(field.options).map(Number),
          );
      }
      expect(view.nameField).toBe(declaration.nameField);
      expect(exportColumnKeys(view)).toEqual(Object.keys(entity.schemas.exportColumns));
      expect(view.review ?? false).toBe(
        (declaration.endpoints as { reviewRange?: boolean }).reviewRange ?? false,
      );
      expect(view.shiftDates ?? false).toBe(
        (declaration.endpoints as { shiftDates?: boolean }).shiftDates ?? false,
      );
      for (const id of Object.values(declaredEndpointIds(view))) expect(entity.endpoints).toHaveProperty(id);
      for (const key of view.listColumns) expect(declaration.fields).toHaveProperty(key);
    },
  );

  it('level pills read the band of the score (spec §3: 1-4 low, 5-7 medium, 8-10 high)', () => {
    const keyOf = (value: number) =>
      impactView.fields.impactLevel!.choices!.find((c) => c.value === value)!.key;
    expect([keyOf(-1), keyOf(4), keyOf(5), keyOf(7), keyOf(8), keyOf(10)]).toEqual([
      'impacts.levels.unknown',
      'impacts.levels.low',
      'impacts.levels.medium',
      'impacts.levels.medium',
      'impacts.levels.high',
      'impacts.levels.high',
    ]);
    const confidence = (value: number) =>
      impactView.fields.mitigationConfidence!.choices!.find((c) => c.value === value)!.key;
    expect([confidence(-1), confidence(0), confidence(4), confidence(5), confidence(8)]).toEqual([
      'impacts.confidence.unknown',
      'impacts.confidence.low',
      'impacts.confidence.low',
      'impacts.confidence.medium',
      'impacts.confidence.high',
    ]);
  });

  it('offers in bulk only values bulk-update takes, the level 1-10 as everywhere else (issue 28 item 9)', () => {
    const ids = ['0a000000-0000-4000-8000-000000000001'];
    for (const [key, field] of Object.entries(impactView.fields)) {
      if (!field?.bulk) continue;
      const values = (field.bulk === true ? (field.choices ?? []) : field.bulk).map((choice) => choice.value);
      for (const value of values)
        expect(
          impacts.schemas.bulkUpdateBody.safeParse({ impactIds: ids, [field.bulkKey ?? key]: value }).success,
        ).toBe(true);
    }
    const level = impactView.fields.impactLevel!;
    expect(level.bulk).toBe(true);
    expect(choicesOf(level).map((choice) => choice.value)).toEqual([-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows the number of individuals impacted only when it is 0 or more (spec §5)', () => {
    const field = impactView.fields.totalPeopleImpacted!;
    const t = ((key: string) => key) as unknown as TFunction;
    expect([valueText(field, -1, t), valueText(field, 0, t), valueText(field, 45, t)]).toEqual([
      '',
      '0',
      '45',
    ]);
    for (const count of [-1, 0, 45])
      expect(valueText(field, count, t) !== '').toBe(shouldShowImpactedCount(count));
  });

  it('words an impact’s progress as impacts do (spec §3): completed reads Mitigated, wherever the field is shown', () => {
    const field = impactView.fields.progressStatus!;
    const t = ((key: string) => key) as unknown as TFunction;
    expect(
      [
        ProgressStatus.DRAFT,
        ProgressStatus.NOT_STARTED,
        ProgressStatus.IN_PROGRESS,
        ProgressStatus.COMPLETED,
      ].map((status) => valueText(field, status, t)),
    ).toEqual([
      'impacts.progress.draft',
      'impacts.progress.notStarted',
      'impacts.progress.inProgress',
      'impacts.progress.mitigated',
    ]);
    expect(impactsPhrases.progress.mitigated).toBe('Mitigated');
    // Statuses impacts have no word of their own for keep the app's.
    expect(valueText(field, ProgressStatus.ONHOLD, t)).toBe('actionItems.progress.onHold');
    expect(choicesOf(field).map((choice) => choice.value)).toEqual(
      progressChoices.map((choice) => choice.value),
    );
  });

  it('calls only link endpoints the contract declares', () => {
    for (const link of [impactActionsLink, impactGroupsLink, groupImpactsLink])
      for (const id of Object.values(link.ids)) expect(impactEndpoints).toHaveProperty(id);
  });

  it('folds the list page query filters of spec §2 into the list filters', () => {
    const folded = foldQueryFilters(
      impactView as unknown as EntityView,
      new URLSearchParams('impactLevel=8|9&owner=ada&progressStatus=2&x=1'),
    );
    expect(folded?.get('filters')).toBe('impactLevel-eq-8|9,owner-ct-ada,progressStatus-eq-2');
    expect(folded?.get('page')).toBe('1');
    expect(folded?.has('impactLevel')).toBe(false);
    expect(folded?.get('x')).toBe('1');
    expect(foldQueryFilters(impactView as unknown as EntityView, new URLSearchParams('page=2'))).toBeNull();
  });
});

describe('the impacts import', () => {
  it("takes the declaration's upload limit per call and calls an endpoint the contract has", () => {
    expect(impactView.upload?.max).toBe(impacts.declaration.limits.upload);
    expect(impactEndpoints).toHaveProperty(`create${impactView.plural}FromUpload`);
    expect(impactsPhrases).toHaveProperty('importTitle', 'Import impacts');
  });
});

describe('issue 28 item 23: the impacts grid filters', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  it('filters impacts on business areas, locations and types by any of their values, and dates by day', () => {
    const fields = entityFilterFields(impactView as EntityView, { tags: false, customFields: [] }, [], t, {
      filterChoices: { businessAreas: [{ id: 'ba1', name: 'Nursing' }] },
    });
    const byKey = (key: string) => fields.find((field) => field.key === key);
    expect(byKey('businessAreas')).toMatchObject({
      type: 'select',
      options: [{ value: 'ba1', label: 'Nursing' }],
    });
    expect(byKey('locations')).toMatchObject({ type: 'select', options: [] });
    expect(byKey('impactTypes')).toMatchObject({ type: 'select' });
    expect((byKey('impactTypes') as { options: unknown[] }).options.length).toBeGreaterThan(1);
    expect([byKey('startDate')?.type, byKey('endDate')?.type, byKey('refNumber')?.type]).toEqual([
      'date',
      'date',
      'number',
    ]);
  });
});
