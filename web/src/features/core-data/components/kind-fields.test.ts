import { describe, expect, it } from 'vitest';
import { bodyOf, formValuesOf, kindColumns, kindFields, kindOfSegment, validateBody } from './kind-fields';

describe('kind fields from the kinds table', () => {
  it('reads each field of locations: required text, bounded numbers and a reference', () => {
    const fields = kindFields('location');
    expect(fields.find((field) => field.key === 'name')).toMatchObject({
      type: 'text',
      required: true,
      maxLength: 200,
    });
    expect(fields.find((field) => field.key === 'city')).toMatchObject({
      type: 'text',
      required: false,
      label: 'City',
    });
    expect(fields.find((field) => field.key === 'latitude')).toMatchObject({
      type: 'number',
      min: -90,
      max: 90,
    });
    expect(fields.find((field) => field.key === 'placeGroupId')).toMatchObject({
      type: 'reference',
      kind: 'placeGroup',
    });
  });

  it('reads choices and defaulted switches', () => {
    expect(
      kindFields('trainingProgress').find((field) => field.key === 'trainingProgressStatus'),
    ).toMatchObject({
      type: 'choice',
      required: true,
      options: expect.arrayContaining([{ value: '1', label: 'Not started' }]),
    });
    expect(kindFields('process').find((field) => field.key === 'isInScope')).toMatchObject({
      type: 'boolean',
      defaultValue: true,
    });
  });

  it('leaves blank optional inputs out of the body and turns numbers into numbers', () => {
    const fields = kindFields('location');
    const values = { ...formValuesOf(fields), name: ' Leeds office ', latitude: '53.8', city: '  ' };
    expect(bodyOf(fields, values)).toEqual({
      body: { name: 'Leeds office', latitude: 53.8 },
      notNumbers: [],
    });
  });

  it('validates every field with the server schema before anything is sent', () => {
    const fields = kindFields('location');
    const bad = { ...formValuesOf(fields), name: '', latitude: '123', longitude: 'east' };
    const { errors } = validateBody('location', fields, bad, 'must be a number');
    expect(Object.keys(errors).sort()).toEqual(['latitude', 'longitude', 'name']);
    expect(errors.name).toBe('This field is required.');
    expect(errors.longitude).toBe('must be a number');

    const stakeholder = kindFields('stakeholder');
    const email = { ...formValuesOf(stakeholder), firstName: 'Ann', lastName: 'Lee', email: 'not-an-email' };
    expect(validateBody('stakeholder', stakeholder, email, '').errors).toEqual({
      email: 'Enter a valid email address.',
    });

    const good = { ...formValuesOf(fields), name: 'Leeds office', latitude: '53.8' };
    expect(validateBody('location', fields, good, '').errors).toEqual({});
  });

  it('lists the exportable columns and finds a kind by its page segment', () => {
    expect(kindColumns('stakeholder').map((column) => column.key)).toEqual([
      'firstName',
      'lastName',
      'email',
      'role',
      'businessAreaId',
      'name',
      'createdAt',
      'updatedAt',
    ]);
    expect(kindOfSegment('training-progress')).toBe('trainingProgress');
    expect(kindOfSegment('nope')).toBeUndefined();
  });
});
