/** Where this test file's stack is: its Vitest worker's own (chosen in setup-env.ts). */
export interface WorkerStack {
  apiUrl: string;
  dynamoDbEndpoint: string;
  tableName: string;
  /** The local identity provider's private signing key (JWK, as JSON). */
  signingKey: string;
}

function required(name: string) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: integration tests run under setup-env.ts`);
  return value;
}

/** The worker's API server origin, e.g. http://localhost:41234. */
export const apiUrl = () => required('TANDEM_API_URL');
/** The worker's table, which the functions' data layer also uses (TABLE_NAME). */
export const tableName = () => required('TABLE_NAME');
/** The worker's identity provider signing key (JWK, as JSON): tests mint their own tokens with it. */
export const signingKey = () => required('TANDEM_SIGNING_KEY');
