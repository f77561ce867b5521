import { describe, expect, it } from 'vitest';
import {
  organisationAdminSettingsUpdateSchema,
  organisationSettingsUpdateSchema,
  organisationUserSettingsUpdateSchema,
} from './schemas';

describe('settings schemas', () => {
  it("flags are exactly '1' or '0'", () => {
    expect(organisationSettingsUpdateSchema.safeParse({ tagsEnabled: '1', version: 1 }).success).toBe(true);
    expect(organisationSettingsUpdateSchema.safeParse({ tagsEnabled: 'true', version: 1 }).success).toBe(
      false,
    );
    expect(organisationSettingsUpdateSchema.safeParse({ tagsEnabled: '1' }).success).toBe(false);
  });

  it('user settings: assignable default scopes only, domains lower-cased', () => {
    const valid = {
      defaultScope: 200,
      ownersMayAddUsers: '1',
      allowedEmailDomains: ['Example.COM'],
      version: 0,
    };
    expect(organisationUserSettingsUpdateSchema.parse(valid).allowedEmailDomains).toEqual(['example.com']);
    expect(organisationUserSettingsUpdateSchema.safeParse({ ...valid, defaultScope: 300 }).success).toBe(
      false,
    );
    expect(
      organisationUserSettingsUpdateSchema.safeParse({ ...valid, allowedEmailDomains: ['no spaces.com'] })
        .success,
    ).toBe(false);
  });

  it('admin settings: known industry, company size 1-6, safe image addresses', () => {
    const valid = {
      name: 'Acme',
      industryId: 'retail',
      companySize: 6,
      profileImageUrl: '/images/a.jpg',
      version: 1,
    };
    expect(organisationAdminSettingsUpdateSchema.safeParse(valid).success).toBe(true);
    for (const change of [
      { industryId: 'unknown' },
      { companySize: 0 },
      { profileImageUrl: 'javascript:alert(1)' },
      { profileImageUrl: '//evil.example/a.png' },
      { profileImageUrl: 'http://insecure.example/a.png' },
    ]) {
      expect(organisationAdminSettingsUpdateSchema.safeParse({ ...valid, ...change }).success).toBe(false);
    }
  });
});
