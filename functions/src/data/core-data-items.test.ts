import { describe, expect, it } from 'vitest';
import { applyListQuery } from '../lists/apply-list-query';
import { accessorsOf, toResponse, withDefaultSort } from './core-data-items';

const stored = (itemId: string, name: string, fields: Record<string, unknown>) => ({
  organisationId: 'org',
  kind: 'location',
  itemId,
  name,
  fields,
  version: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'u',
  updatedAt: '2025-01-02T00:00:00.000Z',
});

describe('core data service helpers', () => {
  it('flattens fields beside id, name and audit fields', () => {
    expect(toResponse(stored('1', 'Leeds', { city: 'Leeds', latitude: 53.8 }))).toEqual({
      id: '1',
      name: 'Leeds',
      city: 'Leeds',
      latitude: 53.8,
      version: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      createdBy: 'u',
      updatedAt: '2025-01-02T00:00:00.000Z',
    });
  });

  it('sorts by name by default and by numbers as numbers', () => {
    const rows = [
      toResponse(stored('1', 'York', { latitude: 53.96 })),
      toResponse(stored('2', 'Bristol', { latitude: 51.45 })),
      toResponse(stored('3', 'Glasgow', { latitude: 55.86 })),
    ];
    const base = { page: 1, pageSize: 10, sorts: [], filters: [] };
    expect(
      applyListQuery(rows, withDefaultSort(base), accessorsOf('location')).items.map((r) => r.name),
    ).toEqual(['Bristol', 'Glasgow', 'York']);
    const byLatitude = withDefaultSort({ ...base, sorts: [{ key: 'latitude', direction: 'desc' }] });
    expect(applyListQuery(rows, byLatitude, accessorsOf('location')).items.map((r) => r.name)).toEqual([
      'Glasgow',
      'York',
      'Bristol',
    ]);
  });
});
