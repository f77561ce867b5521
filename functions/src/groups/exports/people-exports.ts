import type { GroupImplementations } from '../../http/group-handler';

/** Exports of organisation people (export-users). */
export const peopleExports = {} satisfies Partial<GroupImplementations<'exports'>>;
