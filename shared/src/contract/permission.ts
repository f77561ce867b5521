import type { OrgScope } from '../permissions/org-scope';

/** Areas that carry per-project view/edit flags (spec §3 Project, §6). */
export type ProjectArea = 'project' | 'impact' | 'action' | 'stakeholder' | 'process';

/**
 * What a caller needs before an endpoint's handler runs. Every endpoint declares one; the runtime
 * checks it on the server and the web app uses the same rule to hide controls.
 */
export type Permission =
  /** No token needed (health, OpenAPI). */
  | { readonly kind: 'public' }
  /**
   * Any verified caller, even before the licence agreement is signed: only what the licence screen
   * needs (auth claims, add, logout; eula get-latest, sign-latest).
   */
  | { readonly kind: 'signedIn' }
  /** A verified caller who has signed the latest licence agreement; no organisation in the path. */
  | { readonly kind: 'user' }
  /** A member of the organisation in the path with at least this scope. */
  | { readonly kind: 'organisation'; readonly minimumScope: OrgScope }
  /** Exactly the top scope: organisation creation and admin settings. */
  | { readonly kind: 'admin' }
  /** Programme edit or owner claim on the programme in the path. */
  | { readonly kind: 'programme'; readonly access: 'edit' | 'owner' }
  /** A per-project flag on the project in the path. */
  | {
      readonly kind: 'project';
      readonly area: ProjectArea;
      readonly access: 'view' | 'edit' | 'managePermissions';
      /**
       * A link call's far side: the same access on this area too (issue 36: reading or changing a
       * link reveals or touches both sides' items, so a right on one side alone is not enough).
       */
      readonly alsoArea?: ProjectArea;
    };

export const publicAccess: Permission = { kind: 'public' };
export const signedIn: Permission = { kind: 'signedIn' };
export const anyUser: Permission = { kind: 'user' };
/** Endpoints every signed-in caller may reach before accepting the licence agreement. */
export const licenceExempt = (permission: Permission) =>
  permission.kind === 'public' || permission.kind === 'signedIn';
