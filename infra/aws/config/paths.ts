import { groupFolder, type EndpointGroup } from '@tandem/shared/contract/define-endpoint';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file is `infra/aws/config/paths.ts`). */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export const lockFilePath = join(repoRoot, 'package-lock.json');

/** Entry of a group Lambda: `functions/src/groups/<group>/handler.ts`, exporting `handler`. */
export const groupHandlerEntry = (group: EndpointGroup) =>
  join(repoRoot, 'functions/src/groups', groupFolder(group), 'handler.ts');

/** Entry of the scheduled jobs Lambda. */
export const jobsHandlerEntry = join(repoRoot, 'functions/src/jobs/handler.ts');

/** The built web app (`npm run build`). */
export const webDistDir = join(repoRoot, 'web/dist');

/**
 * The directory deployed as the web app: `web/dist` once built, else a one-page placeholder written
 * now, so `cdk synth` works in a fresh clone (and in CI before the web build) and never fails on a
 * missing asset. A deploy of the placeholder is harmless and says what to do.
 */
export function webAssetDir(): string {
  if (existsSync(join(webDistDir, 'index.html'))) return webDistDir;
  const dir = join(tmpdir(), 'tandem-web-placeholder');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Tandem</title></head>' +
      '<body><p>The web app has not been built: run <code>npm run build</code>, then deploy again.</p></body></html>\n',
  );
  return dir;
}
