import { endpoints } from '@tandem/shared/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { actionPermissions } from './permissions';

describe('actions permissions used to hide controls', () => {
  it.each(Object.entries(actionPermissions))('%s is the contract’s declared permission', (id, permission) => {
    expect(endpoints[id as keyof typeof endpoints].permission).toEqual(permission);
  });
});
