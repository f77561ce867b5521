import * as organisationSchemas from '@tandem/shared/organisations/schemas';
import * as projectSchemas from '@tandem/shared/projects/schemas';
import { describe, expect, it } from 'vitest';
import { organisationUserExportColumns } from '@/features/people/permissions';
import { SETTINGS_LIST_MAX_ITEMS } from '@/features/projects/components/settings-list-editor';
import * as formSupport from '@/lib/form-support';

describe('limits written out in the pages (to keep zod out of the browser)', () => {
  it('forms use the contract’s text limits', () => {
    expect(formSupport.NAME_MAX_LENGTH).toBe(organisationSchemas.NAME_MAX_LENGTH);
    expect(formSupport.DESCRIPTION_MAX_LENGTH).toBe(organisationSchemas.DESCRIPTION_MAX_LENGTH);
    expect(formSupport.EMAIL_MAX_LENGTH).toBe(organisationSchemas.EMAIL_MAX_LENGTH);
  });

  it('the settings-list cap and the export columns are the contract’s', () => {
    expect(SETTINGS_LIST_MAX_ITEMS).toBe(projectSchemas.SETTINGS_LIST_MAX_ITEMS);
    expect(organisationUserExportColumns).toEqual(organisationSchemas.organisationUserExportColumns);
  });
});
