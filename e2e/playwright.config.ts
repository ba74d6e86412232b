import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/chromium';
import { JOURNEY_PORT, JOURNEY_SEED, JOURNEY_URL } from './src/journey-server';
import { STAND_IN_PORT } from './src/stand-ins';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run, so tests never see an earlier run's accounts.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'brandcast-e2e-'));
// The workers load this file again: they must name the same directory, where the operator commands a test runs
// (npm run plan) find the server's address (DATA_DIR/operator.json).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    {
      command: 'npx --yes pnpm@10.34.9 --filter api run serve',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EXPOSE_OUTBOX: '1',
        AUTH_RATE_LIMIT_MAX: '1000',
        APP_URL: baseURL,
        LOG_LEVEL: 'warn',
        // The platforms' stand-ins listen on 127.0.0.1 (publishing.spec.ts).
        ALLOW_PRIVATE_CHANNEL_HOSTS: '1',
      },
    },
    {
      // Bluesky, Mastodon and their control (api/test/stand-ins/serve.ts): test helpers, not product code.
      command: 'node --import tsx test/stand-ins/serve.ts',
      cwd: path.resolve(import.meta.dirname, '..', 'api'),
      port: STAND_IN_PORT + 2,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { STAND_IN_PORT: String(STAND_IN_PORT) },
    },
    {
      command: 'npx --yes pnpm@10.34.9 --filter api run serve',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${JOURNEY_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(JOURNEY_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'brandcast-e2e-journey-')),
        ENGINE_SEED: JOURNEY_SEED,
        // Its own embedded database even where DATABASE_URL is set: the journey starts from an empty one.
        DATABASE_URL: '',
        EXPOSE_OUTBOX: '1',
        AUTH_RATE_LIMIT_MAX: '1000',
        APP_URL: JOURNEY_URL,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
