import { endpointGroups } from '@tandem/shared/contract/define-endpoint';
import { createServer, type RequestListener, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local';
import { createLocalIdentityProvider, localVerifierEnvironment } from './auth/oidc-provider';
import { loadOrCreateKeys } from './auth/signing-keys';
import { localRuntimeConfig } from './runtime-config';

export interface LocalStackOptions {
  port: number;
  /** Where DynamoDB Local keeps its files; undefined keeps data in memory (tests). */
  dataDir?: string;
  webDir?: string;
  tableName?: string;
  seed?: boolean;
  /** Run the scheduled jobs on this interval (ms); 0 turns the timer off. */
  jobsIntervalMs?: number;
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  dynamoDbEndpoint: string;
  seeded: boolean;
  /** The local provider's private signing key (JWK): tests mint expired tokens with it. */
  signingKey: Record<string, unknown>;
  stop: () => Promise<void>;
}

export const repoRoot = resolve(import.meta.dirname, '../../..');

function listen(server: Server, port: number) {
  return new Promise<void>((resolvePromise, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use — is another \`npm start\` running? Stop it, or choose another port with PORT=${port + 1} npm start.`,
            )
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, () => {
      server.off('error', onError);
      resolvePromise();
    });
  });
}

/**
 * The whole product on one machine: DynamoDB Local, the table, demo data, and one HTTP server with
 * `/api/*` (the Lambda group handlers through an API Gateway adapter), `/auth/*` (reserved for the
 * identity provider) and `/` (the built web app).
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const tableName = options.tableName ?? 'tandem-local';

  // Claim the port first, so a second `npm start` stops before touching the database files; until
  // the stack is ready every request gets a clear 503 rather than hanging.
  let handle: RequestListener = (_request, response) => {
    response
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' })
      .end('Tandem is starting…');
  };
  const server = createServer((request, response) => handle(request, response));
  await listen(server, options.port);

  let dynamoDb: Awaited<ReturnType<typeof startDynamoDbLocal>> | undefined;
  try {
    dynamoDb = await startDynamoDbLocal({ dataDir: options.dataDir });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const url = `http://localhost:${port}`;
    // The app's own origin, plus the hot-reload dev server of `npm run dev`.
    const origins = [url, `http://localhost:${port + 173}`];
    const keys = loadOrCreateKeys(
      options.dataDir ? join(dirname(options.dataDir), 'oidc-keys.json') : undefined,
    );
    // The functions read their configuration at import; set it before anything imports them.
    Object.assign(process.env, {
      ...localVerifierEnvironment(origins, keys),
      TABLE_NAME: tableName,
      // Profile images: beside the data (`.data/images`), or a temporary folder for in-memory runs.
      IMAGE_STORE_DIR: options.dataDir
        ? join(dirname(options.dataDir), 'images')
        : mkdtempSync(join(tmpdir(), 'tandem-images-')),
      DYNAMODB_ENDPOINT: dynamoDb.endpoint,
      AWS_REGION: process.env.AWS_REGION ?? 'eu-west-2',
      STAGE: process.env.STAGE ?? 'local',
      POWERTOOLS_SERVICE_NAME: 'tandem-local',
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_TRACE_ENABLED: 'false',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });

    const { ensureTable } = await import('@tandem/functions/data/create-table');
    const { isTableEmpty, seedDemoData } = await import('./seed/seed');
    const created = await ensureTable(dynamoDb.client, tableName);
    if (created) log(`Created table ${tableName}`);
    let seeded = false;
    if (options.seed !== false && (await isTableEmpty(dynamoDb.client, tableName))) {
      const counts = await seedDemoData();
      seeded = true;
      log(
        `Seeded demo data: ${Object.entries(counts)
          .map(([kind, n]) => `${n} ${kind}`)
          .join(', ')}`,
      );
    }

    const identity = await createLocalIdentityProvider({ origins, keys, log });
    const runtimeConfig = localRuntimeConfig(url, identity.issuer);
    const { handleApiRequest } = await import('./api-adapter');
    const { answerRefusal } = await import('./request-body');
    const { createStaticHandler } = await import('./static-files');
    const serveStatic = createStaticHandler(options.webDir ?? resolve(repoRoot, 'web/dist'));
    // Every group's handler loaded before the stack answers: under tsx a first import takes seconds,
    // which the first page (and the first sign-in of a test) would otherwise wait for.
    const { loadGroupHandler } = await import('./group-handlers');
    await Promise.all(endpointGroups.map((group) => loadGroupHandler(group)));

    handle = (request, response) => {
      const path = request.url ?? '/';
      const route =
        path.startsWith('/api/') || path === '/api'
          ? 'api'
          : path.startsWith('/auth/') || path === '/auth'
            ? 'auth'
            : 'web';
      if (route === 'auth') {
        identity.handle(request, response).catch((error: Error) => {
          log(`Identity provider error: ${error.stack ?? error.message}`);
          if (!response.headersSent)
            response.writeHead(500, { 'content-type': 'text/plain' }).end('Sign-in failed.');
        });
        return;
      }
      if (path === '/config.json') {
        response
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end(JSON.stringify(runtimeConfig));
        return;
      }
      if (route === 'web') {
        serveStatic(request, response);
        return;
      }
      handleApiRequest(request, response).catch((error: Error & { statusCode?: number }) => {
        if (answerRefusal(response, error)) return;
        log(`API adapter error: ${error.stack ?? error.message}`);
        if (!response.headersSent) {
          response.writeHead(error.statusCode ?? 502, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              payload: null,
              isError: true,
              message: error.statusCode === 413 ? 'Request body too large.' : 'The local API adapter failed.',
            }),
          );
        }
      });
    };

    let jobsTimer: NodeJS.Timeout | undefined;
    if (options.jobsIntervalMs) {
      const { handler: runJobs } = await import('@tandem/functions/jobs/handler');
      jobsTimer = setInterval(
        () => void runJobs().catch((error: Error) => log(`Jobs failed: ${error.message}`)),
        options.jobsIntervalMs,
      );
      jobsTimer.unref();
    }

    const running = dynamoDb;
    return {
      url,
      signingKey: keys.signingKey,
      dynamoDbEndpoint: running.endpoint,
      seeded,
      stop: async () => {
        clearInterval(jobsTimer);
        server.closeAllConnections();
        await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
        await running.stop();
      },
    };
  } catch (error) {
    server.close();
    await dynamoDb?.stop();
    throw error;
  }
}
