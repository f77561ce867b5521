// The organisations endpoint group's contract entries (see shared/src/contract/define-endpoint.ts).
export const organisationEndpoints = {};
