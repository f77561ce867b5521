/**
 * Lifecycle of actions and other items (spec §3). The spec names the states but gives no numbers, so
 * the values are the names themselves; list filters send them as `lifecycleStatus-eq-active`.
 */
export const LifecycleStatus = {
  ACTIVE: 'active',
  ARCHIVED: 'archived',
  DELETED: 'deleted',
} as const;
export type LifecycleStatus = (typeof LifecycleStatus)[keyof typeof LifecycleStatus];

export const lifecycleStatuses = Object.values(LifecycleStatus);
