import { endpoints } from '@tandem/shared/contract/endpoints';
import * as shared from '@tandem/shared/actions/schemas';
import { describe, expect, it } from 'vitest';
import { actionExportColumns, actionPermissions, clearableActionFields } from './permissions';

describe('actions permissions used to hide controls', () => {
  it.each(Object.entries(actionPermissions))('%s is the contract’s declared permission', (id, permission) => {
    expect(endpoints[id as keyof typeof endpoints].permission).toEqual(permission);
  });

  it('copies the shared export columns and clearable fields', () => {
    expect(actionExportColumns).toEqual(shared.actionExportColumns);
    expect(clearableActionFields).toEqual(shared.clearableActionFields);
  });
});
