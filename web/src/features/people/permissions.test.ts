import { endpoints } from '@tandem/shared/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { peoplePermissions } from './permissions';

describe('people permissions used to hide controls', () => {
  it.each(Object.entries(peoplePermissions))('%s is the contract’s declared permission', (id, permission) => {
    expect(endpoints[id as keyof typeof endpoints].permission).toEqual(permission);
  });
});
