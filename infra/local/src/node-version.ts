/** The Node.js major the Lambdas run on and AWS SDK releases after January 2027 require. */
export const recommendedNodeMajor = 22;

/**
 * What `npm start` says about the running Node.js. The product runs (and is tested) on 20.19+
 * (package.json engines), but on Node 20 two libraries warn: oidc-provider prints "Unsupported
 * runtime. Use Node.js v22.x LTS" on import (it cannot be turned off), and the AWS SDK a long warning
 * that its releases after January 2027 need 22. We say first, in one line, that it is safe to carry
 * on and what we recommend, and leave the AWS SDK's warning out (the line says it).
 */
export function nodeVersionNote(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
  if (!(major < recommendedNodeMajor)) return null;
  return `Running on Node.js ${version}: fine for Tandem (20.19+ is required), so the sign-in library's "Unsupported runtime" warning below is harmless. Node.js ${recommendedNodeMajor} is recommended: the Lambdas run on it, Node 20 is past its end of life, and AWS SDK releases after January 2027 will need it.`;
}
