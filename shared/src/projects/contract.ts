// The projects endpoint group's contract entries (see shared/src/contract/define-endpoint.ts).
export const projectEndpoints = {};
