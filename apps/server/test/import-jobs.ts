import type { ImportJob } from '@sportello/contracts/backoffice/imports.contract';
import { expect } from 'vitest';
import type { TestClient } from './test-client';

/** The imports' calls of a kind, by the path's area: `Company` or `User`. */
export type ImportArea = 'Company' | 'User';

/** A CSV file as the tests send it: lines joined with CRLF, UTF-8 with a byte-order mark, in base64. */
export const csvBase64 = (lines: string[]) =>
  Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`).toString('base64');

/** The job once it is over (done or failed), asked for as the web app does, every few milliseconds. */
export async function finishedJob(c: TestClient, area: ImportArea, jobId: string): Promise<ImportJob> {
  for (let i = 0; i < 400; i++) {
    const res = await c.get(`/api/${area}/Import/Jobs/${jobId}`);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json<ImportJob>();
    if (job.State === 'done' || job.State === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import job ${jobId} never ended`);
}

/** Starts a check or an import (it must be accepted) and waits for its job to end. */
export async function importJob(c: TestClient, area: ImportArea, body: object): Promise<ImportJob> {
  const res = await c.post(`/api/${area}/Import`, body);
  expect(res.statusCode, res.body).toBe(200);
  return finishedJob(c, area, res.json<{ JobId: string }>().JobId);
}
