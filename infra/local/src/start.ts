import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { demoPassword, demoUsers } from './seed/demo-data';
import { repoRoot, startLocalStack } from './local-stack';
import { nodeVersionNote } from './node-version';

/**
 * `npm start` (and `npm run dev` with --dev): the whole product on http://localhost:3000.
 * Ctrl-C stops everything this started.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
// `:memory:` keeps everything in memory (end-to-end tests start from the seed every run).
const inMemory = process.env.TANDEM_DATA_DIR === ':memory:';
const dataDir = inMemory ? undefined : resolve(repoRoot, process.env.TANDEM_DATA_DIR ?? '.data', 'dynamodb');

// Another build of the web app (parallel end-to-end runs build into their own folder).
const webDir = process.env.TANDEM_WEB_DIR ? resolve(process.env.TANDEM_WEB_DIR) : undefined;

const log = (line: string) => console.log(`[tandem] ${line}`);

async function main() {
  const note = nodeVersionNote(process.version);
  if (note) {
    log(note);
    // Our note above says it in one line; the SDK's own multi-line warning would only alarm.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  }
  const stack = await startLocalStack({ port, dataDir, webDir, log, jobsIntervalMs: 60 * 60 * 1000 });
  let vite: ChildProcess | undefined;
  if (dev) {
    vite = spawn('npx', ['vite', '--port', String(port + 173), '--strictPort'], {
      cwd: resolve(repoRoot, 'web'),
      stdio: 'inherit',
      env: { ...process.env, TANDEM_LOCAL_SERVER: stack.url },
    });
  }

  console.log(`
  Tandem is running at ${stack.url}${dev ? `\n  Web app with hot reload: http://localhost:${port + 173}` : ''}
  API health:   ${stack.url}/api/health
  OpenAPI:      ${stack.url}/api/openapi.json
  Data kept in: ${dataDir ?? 'memory (gone when stopped)'}

  Demo logins (password "${demoPassword}"):
${demoUsers.map((user) => `    ${user.email.padEnd(24)} ${user.role}`).join('\n')}

  Press Ctrl-C to stop.
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    vite?.kill('SIGTERM');
    await stack.stop();
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: Error) => {
  console.error(`\n[tandem] Could not start: ${error.message}\n`);
  process.exit(1);
});
