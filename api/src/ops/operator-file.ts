import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How an operator command reaches the server that owns the embedded database: the server writes its
 * address and a secret here, readable by this machine's user only (0600), and removes it on close.
 */
export const OPERATOR_FILE = 'operator.json';

export interface OperatorAddress {
  pid: number;
  url: string;
  token: string;
}

export function writeOperatorFile(dataDir: string, address: OperatorAddress): void {
  writeFileSync(path.join(dataDir, OPERATOR_FILE), JSON.stringify(address), { mode: 0o600 });
}

export function removeOperatorFile(dataDir: string, pid = process.pid): void {
  if (readOperatorFile(dataDir)?.pid === pid) rmSync(path.join(dataDir, OPERATOR_FILE), { force: true });
}

/** The running server's address, or null when none is running on this data directory. */
export function readOperatorFile(dataDir: string): OperatorAddress | null {
  const file = path.join(dataDir, OPERATOR_FILE);
  if (!existsSync(file)) return null;
  try {
    const address = JSON.parse(readFileSync(file, 'utf8')) as OperatorAddress;
    process.kill(address.pid, 0);
    return address;
  } catch {
    return null;
  }
}
