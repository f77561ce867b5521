import type { CallerContext } from '../auth/caller-context';

/** Who is calling, as proven by a verified access token, with the rights loaded for this request. */
export type Caller = CallerContext;
