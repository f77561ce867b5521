/**
 * What joins the names a `memberList` field keeps beside its ids (and splits an upload's cell):
 * "Ada Admin, Olu Owner". Zod-free, so the web app reads it too.
 */
export const MEMBER_NAMES_SEPARATOR = ', ';
