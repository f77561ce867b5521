import { endpoints } from '@tandem/shared/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { programmePermissions } from './permissions';

describe('programme permissions used to hide controls', () => {
  it.each(Object.entries(programmePermissions))(
    '%s is the contract’s declared permission',
    (id, permission) => {
      expect(endpoints[id as keyof typeof endpoints].permission).toEqual(permission);
    },
  );
});
