import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../free-port';

/**
 * A PostgreSQL cluster of the suite's own (initdb + pg_ctl from the PostgreSQL installation), so that
 * a test may stop and restart the database under a running portal without touching anyone else's.
 */
export interface PrivateCluster {
  dataDir: string;
  port: number;
  /** postgres://… of the cluster's maintenance database. */
  url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: PrivateCluster;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sportello-faults-pg-'));
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres account then.
  if (process.getuid?.() === 0) {
    chmodSync(dataDir, 0o777);
    execFileSync('chown', ['postgres', dataDir]);
  }
  pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const cluster: PrivateCluster = {
    dataDir,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
  };
  startCluster(cluster);
  project.provide('cluster', cluster);
  return () => {
    pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'], true);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

export function startCluster(cluster: PrivateCluster): void {
  const options = `-p ${cluster.port} -k ${cluster.dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  pgTool('pg_ctl', ['-D', cluster.dataDir, '-o', options, '-l', join(cluster.dataDir, 'log'), '-w', 'start']);
}

export function stopCluster(cluster: PrivateCluster): void {
  // "fast": what a restart by an operator or an orchestrator does — sessions are cut, not waited for.
  pgTool('pg_ctl', ['-D', cluster.dataDir, '-m', 'fast', '-w', 'stop']);
}

function pgTool(tool: string, args: string[], ignoreFailure = false): void {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0 && !ignoreFailure) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}
