import type { Permission } from '@tandem/shared/contract/permission';

const view = { kind: 'project', area: 'project', access: 'view' } as const;
const edit = { kind: 'project', area: 'project', access: 'edit' } as const;

/**
 * The contract's declared permissions of the benefits endpoints the web app calls, for `can` to hide
 * what the user may not do; written out so the browser does not load the contract's zod schemas.
 * `permissions.test.ts` holds them equal to the contract.
 */
export const benefitPermissions = {
  listBenefits: view,
  getBenefit: view,
  createBenefit: edit,
  updateBenefit: edit,
  listBenefitComments: view,
  addBenefitComment: edit,
  getBenefitHistory: view,
} as const satisfies Record<string, Permission>;
