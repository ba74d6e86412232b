/**
 * `npm run jobs`: the durable queue as an operator sees it (plugins/app/jobs.ts): each queue's jobs by state
 * and its newest failures with their error. Through the running server when it owns the embedded database,
 * else straight from the database.
 */
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { isUndefinedTable } from '../db/errors';
import { queueStatus, type QueueStatus } from '../plugins/app/jobs';
import { readOperatorFile } from './operator-file';

export const NO_QUEUE_YET = 'No job queue yet: the server creates it when it first starts.';

export async function readQueues(config: Config): Promise<QueueStatus[] | null> {
  const running = config.databaseUrl ? null : readOperatorFile(config.dataDir);
  if (running) {
    const response = await fetch(`${running.url}/operator/jobs`, { headers: { 'x-operator-token': running.token } });
    const body = (await response.json()) as { data?: QueueStatus[]; message?: string };
    if (!response.ok || !body.data)
      throw new Error(body.message ?? `The running server (process ${running.pid}) refused: ${response.status}`);
    return body.data;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    return await queueStatus(database, config.jobsSchema);
  } catch (error) {
    if (isUndefinedTable(error)) return null;
    throw error;
  } finally {
    await database.close();
  }
}

const STATES = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'] as const;

export function formatQueues(queues: QueueStatus[]): string {
  const rows = [
    ['queue', ...STATES],
    ...queues.map((queue) => [queue.name, ...STATES.map((state) => String(queue.states[state] ?? 0))]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  '),
  );
  for (const queue of queues) {
    for (const failure of queue.failures)
      lines.push(
        `failed ${queue.name} ${failure.id} at ${failure.failedAt} after ${failure.retries} retries: ${failure.error}`,
      );
  }
  return lines.join('\n');
}

const isEntry = process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isEntry) {
  try {
    const queues = await readQueues(loadConfig());
    console.log(queues ? formatQueues(queues) : NO_QUEUE_YET);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
