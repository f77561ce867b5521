import { describe, expect, it } from 'vitest';
import { coreDataEndpointId, coreDataEndpoints, coreDataVerbs } from './contract';
import {
  columnKeysOf,
  coreDataKindNames,
  coreDataKinds,
  createSchemaOf,
  displayNameOf,
  uniqueValueOf,
  updateSchemaOf,
  type CoreDataKindDefinition,
} from './kinds';

describe('the core data kinds table', () => {
  it('has unique segments and endpoint names, and references that point at kinds', () => {
    const definitions = Object.values(coreDataKinds) as CoreDataKindDefinition[];
    expect(new Set(definitions.map((kind) => kind.segment)).size).toBe(definitions.length);
    expect(new Set(definitions.flatMap((kind) => [kind.singular, kind.plural])).size).toBe(
      definitions.length * 2,
    );
    for (const definition of definitions) {
      for (const target of Object.values(definition.references ?? {})) {
        expect(coreDataKindNames).toContain(target);
      }
      expect(Object.keys(definition.shape)).toContain(definition.uniqueField);
      for (const column of Object.keys(definition.columns)) {
        expect(['name', ...Object.keys(definition.shape)]).toContain(column);
      }
    }
  });

  it('generates six endpoints per kind under the spec path segments', () => {
    for (const kind of coreDataKindNames) {
      for (const verb of coreDataVerbs) {
        const endpoint = coreDataEndpoints[coreDataEndpointId(kind, verb)];
        expect(endpoint.path).toContain(`/core-data/${coreDataKinds[kind].segment}`);
      }
    }
    expect(coreDataEndpointId('location', 'list')).toBe('listLocations');
    expect(coreDataEndpointId('location', 'update')).toBe('updateLocation');
    expect(coreDataEndpoints.exportLocations.group).toBe('exports');
    expect(coreDataEndpoints.createLocation.successStatus).toBe(201);
  });

  it('checks location coordinates and lets sort keys include name and audit columns', () => {
    const schema = createSchemaOf('location');
    expect(schema.safeParse({ name: 'Leeds', latitude: 53.8, longitude: -1.55 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Pole', latitude: 90.01 }).success).toBe(false);
    expect(schema.safeParse({ name: 'Dateline', longitude: 180.5 }).success).toBe(false);
    expect(columnKeysOf('stakeholder')).toEqual(expect.arrayContaining(['name', 'email', 'createdAt']));
  });

  it('requires the version on update and refuses unknown fields', () => {
    expect(updateSchemaOf('role').safeParse({ name: 'Porter' }).success).toBe(false);
    expect(updateSchemaOf('role').safeParse({ name: 'Porter', version: 1 }).success).toBe(true);
    expect(createSchemaOf('role').safeParse({ name: 'Porter', colour: '#000000' }).success).toBe(false);
  });

  it('derives display names and case-insensitive unique values', () => {
    const stakeholder = { firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.COM ' };
    expect(displayNameOf('stakeholder', stakeholder)).toBe('Ada Lovelace');
    expect(uniqueValueOf('stakeholder', stakeholder)).toBe('ada@example.com');
    expect(uniqueValueOf('location', { name: '  Leeds ' })).toBe('leeds');
    expect(uniqueValueOf('process', { name: 'Book', uniqueIdentifier: 'P-1' })).toBe('p-1');
  });
});
