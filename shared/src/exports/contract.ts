// The exports endpoint group's contract entries (see shared/src/contract/define-endpoint.ts).
export const exportEndpoints = {};
