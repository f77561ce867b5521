/** The Node.js major the Lambdas run on and AWS SDK releases after January 2027 require. */
export const recommendedNodeMajor = 22;

/**
 * What `npm start` says about the running Node.js: the product runs on 20.19+ (package.json engines),
 * but on Node 20 the AWS SDK prints a long warning that its releases after January 2027 need Node 22.
 * We say it once, in one line that tells a newcomer it is safe to carry on, instead of that warning.
 */
export function nodeVersionNote(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
  if (!(major < recommendedNodeMajor)) return null;
  return `Running on Node.js ${version}: fine for Tandem (20.19+ is required); Node.js ${recommendedNodeMajor} is recommended, as the Lambdas run on it and AWS SDK releases after January 2027 will need it.`;
}
