import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, HttpClient, type PortalProcess, startPortal } from './portal-process';

// A toolkit file of 1 GB up and down through the API (decision 084): the bytes stream both ways, so
// the server's memory stays flat whatever the file's size. And, when an S3-compatible endpoint is
// given (S3_TEST_ENDPOINT, e.g. a MinIO), two processes sharing the object store: one takes the
// upload, the other serves it.

const cluster = inject('cluster');
const GIGABYTE = 1024 ** 3;
const RSS_LIMIT_MB = 250;
const CHUNK = 1024 * 1024;

/**
 * `total` bytes of a PDF (its header, then filler), made as they are sent, and their CRC-32 once
 * sent: a cheap checksum that the bytes came back as they went (the server's SHA-256 is its own).
 */
function pdfBytes(total: number) {
  let checksum = 0;
  let sent = 0;
  const filler = Buffer.alloc(CHUNK, 0x20);
  const header = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const chunk = sent === 0 ? Buffer.concat([header, filler]).subarray(0, CHUNK) : filler;
      const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
      checksum = crc32(part, checksum);
      sent += part.length;
      controller.enqueue(part);
    },
  });
  return { stream, checksum: () => checksum };
}

/** The highest RSS of the process while `work` runs, sampled every 50 ms. */
async function peakRss<T>(
  portal: PortalProcess,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = portal.rssMb();
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, portal.rssMb());
  }, 50);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, portal.rssMb()) };
  } finally {
    clearInterval(timer);
  }
}

async function publish(admin: HttpClient, url: string, size: number) {
  const created = await admin.request('POST', '/api/BackOffice/Toolkit/Files/Save', {
    Product: 'portal',
    Category: 'update',
    Title: 'Aggiornamento completo',
  });
  expect(created.status).toBe(200);
  const fileId = (created.body as { Id: number }).Id;
  const bytes = pdfBytes(size);
  const res = await fetch(
    `${url}/api/BackOffice/Toolkit/Files/${fileId}/Versions?FileName=aggiornamento.pdf&Version=1.0`,
    {
      method: 'PUT',
      headers: { ...(await admin.credentials()), 'content-type': 'application/octet-stream' },
      body: bytes.stream,
      duplex: 'half',
    } as RequestInit,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const detail = (await res.json()) as { Versions: { Id: number; Size: number }[] };
  return { versionId: detail.Versions[0]?.Id, size: detail.Versions[0]?.Size, checksum: bytes.checksum() };
}

/** Reads a download to its end, summing it, without keeping it. */
async function download(admin: HttpClient, url: string, versionId: number) {
  const res = await fetch(`${url}/api/BackOffice/Toolkit/Versions/${versionId}/Download`, {
    headers: await admin.credentials(),
  });
  expect(res.status).toBe(200);
  let checksum = 0;
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    checksum = crc32(chunk, checksum);
    size += chunk.length;
  }
  return { size, checksum };
}

describe('a 1 GB toolkit file', () => {
  let portal: PortalProcess;
  const admin = () => new HttpClient(portal.url, 600_000);

  beforeAll(async () => {
    portal = await startPortal({ databaseUrl: await createDatabase(cluster.url, 'sportello_fault_large') });
  });
  afterAll(() => portal?.stop());

  it(`goes up and down through the API with the server under ${RSS_LIMIT_MB} MB`, async () => {
    const client = admin();
    expect((await client.signIn('admin@sportello.demo')).status).toBe(200);
    const up = await peakRss(portal, () => publish(client, portal.url, GIGABYTE));
    expect(up.result.size).toBe(GIGABYTE);
    const down = await peakRss(portal, () => download(client, portal.url, up.result.versionId as number));
    expect(down.result).toEqual({ size: GIGABYTE, checksum: up.result.checksum });
    console.info(`1 GB toolkit file: peak RSS ${up.peakMb} MB uploading, ${down.peakMb} MB downloading`);
    expect(up.peakMb).toBeLessThan(RSS_LIMIT_MB);
    expect(down.peakMb).toBeLessThan(RSS_LIMIT_MB);
  });
});

const S3_ENDPOINT = process.env.S3_TEST_ENDPOINT;
if (!S3_ENDPOINT)
  console.warn('No S3_TEST_ENDPOINT: the shared object store test is SKIPPED (see README, MinIO).');

describe.skipIf(!S3_ENDPOINT)('two processes over one object store', () => {
  let a: PortalProcess;
  let b: PortalProcess;

  beforeAll(async () => {
    const databaseUrl = await createDatabase(cluster.url, 'sportello_fault_s3');
    const env = {
      S3_ENDPOINT: S3_ENDPOINT ?? '',
      S3_BUCKET: process.env.S3_TEST_BUCKET ?? 'sportello-test',
      S3_ACCESS_KEY_ID: process.env.S3_TEST_ACCESS_KEY_ID ?? 'minioadmin',
      S3_SECRET_ACCESS_KEY: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'minioadmin',
      S3_PREFIX: `fault-${Date.now()}/`,
    };
    a = await startPortal({ databaseUrl, env });
    b = await startPortal({ databaseUrl, env });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it('serves from one process what the other stored', async () => {
    const onA = new HttpClient(a.url, 120_000);
    expect((await onA.signIn('admin@sportello.demo')).status).toBe(200);
    const onB = new HttpClient(b.url, 120_000);
    onA.shareWith(onB);
    const up = await publish(onA, a.url, 20 * 1024 * 1024);
    const down = await download(onB, b.url, up.versionId as number);
    expect(down).toEqual({ size: up.size, checksum: up.checksum });
    const part = await fetch(`${b.url}/api/BackOffice/Toolkit/Versions/${up.versionId}/Download`, {
      headers: { ...(await onB.credentials()), range: 'bytes=0-7' },
    });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('%PDF-1.7');
  });
});
