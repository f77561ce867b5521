import { describe, expect, it } from 'vitest';
import { benefitView } from './benefit-view';
import { changesOf, createBodyOf, fieldProblem, formValuesOf } from '@/lib/entity-kit/entity-form-values';
import type { EntityFieldView, EntityView } from '@/lib/entity-kit/entity-view';

const view = benefitView as unknown as EntityView;
const field = (key: string): EntityFieldView => view.fields[key]!;

describe('entity form values derived from the declaration', () => {
  it('starts a new item empty, RAG unknown and progress not started', () => {
    const values = formValuesOf(view);
    expect(values).toMatchObject({ name: '', value: '', ragStatus: '-1', progressStatus: '1', owner: '' });
    expect(Object.keys(values)).toEqual(Object.keys(view.fields));
  });

  it('checks each field by its kind: required, length, number bounds, date', () => {
    expect(fieldProblem(field('name'), '   ')).toEqual({ key: 'entityKit.form.required' });
    expect(fieldProblem(field('name'), 'x'.repeat(201))).toEqual({
      key: 'entityKit.form.tooLong',
      values: { max: 200 },
    });
    expect(fieldProblem(field('name'), 'Faster discharge')).toBeNull();
    expect(fieldProblem(field('value'), 'lots')).toEqual({ key: 'entityKit.form.notANumber' });
    expect(fieldProblem(field('value'), '2e12')?.key).toBe('entityKit.form.outOfRange');
    expect(fieldProblem(field('value'), '')).toBeNull();
    expect(fieldProblem(field('endDate'), '31/03/2027')).toEqual({ key: 'entityKit.form.notADate' });
    expect(fieldProblem(field('endDate'), '2027-03-31')).toBeNull();
  });

  it('a create sends typed values and leaves empties out', () => {
    const values = {
      ...formValuesOf(view),
      name: ' Faster ',
      value: '12.5',
      ragStatus: '3',
      description: '<p>a</p><p><i>b</i></p>',
    };
    expect(createBodyOf(view, values)).toEqual({
      name: 'Faster',
      value: 12.5,
      ragStatus: 3,
      progressStatus: 1,
      description: '<p>a</p><p><i>b</i></p>',
    });
  });

  it('an edit sends only what changed, null clearing an emptied field', () => {
    const item = { ...formValuesOf(view), name: 'A', value: 5, endDate: '2027-01-31', owner: 'u1' };
    const initial = formValuesOf(view, item);
    expect(changesOf(view, initial, initial)).toBeNull();
    expect(changesOf(view, initial, { ...initial, value: '', type: 'Financial', owner: '' })).toEqual({
      value: null,
      type: 'Financial',
      owner: null,
    });
  });

  it('rich text is edited as its stored HTML and sent back as the editor left it', () => {
    const stored = '<p>one &lt;b&gt;</p><ul><li>two &amp; <strong>three</strong></li></ul>';
    const initial = formValuesOf(view, { ...formValuesOf(view), name: 'A', description: stored });
    expect(initial.description).toBe(stored);
    expect(changesOf(view, initial, initial)).toBeNull();
    expect(changesOf(view, initial, { ...initial, description: '<p>new</p>' })).toEqual({
      description: '<p>new</p>',
    });
    expect(changesOf(view, initial, { ...initial, description: '' })).toEqual({ description: '' });
  });
});
