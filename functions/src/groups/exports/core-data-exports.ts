import type { GroupImplementations } from '../../http/group-handler';

/** Exports of core data lists. */
export const coreDataExports = {} satisfies Partial<GroupImplementations<'exports'>>;
