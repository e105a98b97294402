import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';
import type { DemoKeys } from './demo-seed.ts';
import type { StageOptions } from './stage.ts';

// Starts ./serve-stage.ts: another stage of the local runtime on the same emulators, with its own
// table and bucket (npm start runs production beside sandbox; the browser test does too).

const entry = fileURLToPath(new URL('./serve-stage.ts', import.meta.url));

export interface StageProcess {
  url: string;
  keys?: DemoKeys;
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export function startStageProcess(options: {
  stage: Stage;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucketName: string;
  port?: number;
  demoKeysFile?: string;
  siteOrigins?: string[];
  streamPositionsDirectory?: string;
  /** This stage's own Stripe keys (./stage.ts): never the parent's, which are another stage's. */
  stripe?: StageOptions['stripe'];
}): Promise<StageProcess> {
  // this process's environment but its Stripe keys: those are its own stage's; the child's stage has its own or none
  const { STRIPE_API_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...inherited,
      STAGE: options.stage,
      DYNAMODB_ENDPOINT: options.dynamoDbEndpoint,
      S3_ENDPOINT: options.s3Endpoint,
      TABLE_NAME: options.tableName,
      BUCKET_NAME: options.bucketName,
      PORT: String(options.port ?? 0),
      ...(options.demoKeysFile ? { DEMO_KEYS_FILE: options.demoKeysFile } : {}),
      ...(options.streamPositionsDirectory ? { STREAM_POSITIONS_DIR: options.streamPositionsDirectory } : {}),
      DEVELOPER_SITE_ORIGINS: (options.siteOrigins ?? []).join(','),
      ...(options.stripe
        ? {
            STRIPE_API_URL: options.stripe.apiUrl,
            STRIPE_SECRET_KEY: options.stripe.secretKey,
            STRIPE_WEBHOOK_SECRET: options.stripe.webhookSecret,
          }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** SIGTERM lets the stage finish its batches; SIGKILL is a crash (test/integration/stream-restart.test.ts). */
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the ${options.stage} stage process exited with code ${code} before it was ready`)),
    );
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const { url, keys } = JSON.parse(line) as { url: string; keys?: DemoKeys };
      lines.on('line', (more) => console.log(`[${options.stage}] ${more}`));
      resolve({ url, keys, stop });
    });
  });
}
