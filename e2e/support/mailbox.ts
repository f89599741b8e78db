import { type APIRequestContext, expect } from '@playwright/test';

// The e2e server has no SMTP: the outbox worker writes every message as an .eml file, listed at
// /dev/mail (newest first) and served raw at /dev/mail/<file>.

export interface Mail {
  file: string;
  /** The raw headers of the message (To, Subject, …). */
  headers: string;
  /** Every text part, decoded (quoted-printable or base64), one after the other. */
  text: string;
}

/** The newest message to `address`, or undefined when there is none. */
export async function latestMailTo(request: APIRequestContext, address: string): Promise<Mail | undefined> {
  const list = await request.get('/dev/mail');
  expect(list.ok()).toBe(true);
  const files = [...(await list.text()).matchAll(/href="\/dev\/mail\/([^"]+)"/g)].map((m) =>
    decodeURIComponent(m[1] as string),
  );
  for (const file of files) {
    const raw = await (await request.get(`/dev/mail/${encodeURIComponent(file)}`)).text();
    const mail = parseMail(file, raw);
    if (recipientsOf(mail.headers).includes(address.toLowerCase())) return mail;
  }
  return undefined;
}

/** Waits (up to `timeout` ms) for a message to `address` newer than `previous` (a file name). */
export async function waitForMailTo(
  request: APIRequestContext,
  address: string,
  previous?: string,
  timeout = 10_000,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = await latestMailTo(request, address);
        return found !== undefined && found.file !== previous;
      },
      { timeout, intervals: [200] },
    )
    .toBe(true);
  return found as Mail;
}

/** The 8-digit code of a reset or secure-code message. */
export function codeOf(mail: Mail): string {
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1];
  expect(code, `an 8-digit code in ${mail.file}`).toBeDefined();
  return code as string;
}

function recipientsOf(headers: string): string {
  const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? '';
  return to.toLowerCase();
}

function parseMail(file: string, raw: string): Mail {
  const [headers = '', body = ''] = splitHead(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  return { file, headers, text: boundary ? decodeParts(body, boundary) : decodeBody(headers, body) };
}

function splitHead(part: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(part);
  if (!match) return [part, ''];
  return [part.slice(0, match.index), part.slice(match.index + match[0].length)];
}

function decodeParts(body: string, boundary: string): string {
  return body
    .split(`--${boundary}`)
    .map((part) => {
      const [headers, content] = splitHead(part.replace(/^\r?\n/, ''));
      const nested = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
      if (nested) return decodeParts(content, nested);
      return /content-type:\s*text\//i.test(headers) ? decodeBody(headers, content) : '';
    })
    .join('\n');
}

function decodeBody(headers: string, content: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}
