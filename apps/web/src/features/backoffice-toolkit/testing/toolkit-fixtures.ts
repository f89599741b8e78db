import type { ToolkitFileDetail } from '@sportello/contracts/backoffice/toolkit.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { vi } from 'vitest';
import type { ToolkitFileRow, ToolkitVersion } from '../api/toolkit-calls';

const BASE = '/api/BackOffice/Toolkit';

export const route = (method: 'GET' | 'POST' | 'PUT', path: string) => `${method} ${BASE}/${path}`;
export const filterRoute = (path: string, filter: object) => route('GET', `${path}/${encodeFilter(filter)}`);

export const rowOf = (overrides: Partial<ToolkitFileRow> = {}): ToolkitFileRow => ({
  Id: 7,
  Product: 'invoicing',
  Category: 'manual',
  Title: 'Manuale della fatturazione',
  Version: '3.2',
  FileName: 'manuale.pdf',
  Size: 1536 * 1024,
  Icon: 'pdf',
  Downloads: 1234,
  Withdrawn: false,
  UpdatedAt: '2026-11-10T10:00:00.000Z',
  ...overrides,
});

export const versionOf = (overrides: Partial<ToolkitVersion> = {}): ToolkitVersion => ({
  Id: 70,
  Version: '3.2',
  FileName: 'manuale.pdf',
  ContentType: 'application/pdf',
  Size: 1536 * 1024,
  Icon: 'pdf',
  Notes: 'Nuovo capitolo.',
  UploadedAt: '2026-11-10T10:00:00.000Z',
  UploadedBy: 'Anna Verdi',
  Withdrawn: false,
  Current: true,
  Downloads: 12,
  ...overrides,
});

export const detailOf = (overrides: Partial<ToolkitFileDetail> = {}): ToolkitFileDetail => ({
  Id: 7,
  Product: 'invoicing',
  Category: 'manual',
  Title: 'Manuale della fatturazione',
  Description: 'Come emettere le fatture.',
  Withdrawn: false,
  UpdatedAt: '2026-11-10T10:00:00.000Z',
  UpdatedBy: 'Anna Verdi',
  Versions: [versionOf()],
  Companies: [
    {
      CompanyId: 3,
      CompanyName: 'Neri Trasporti S.r.l.',
      VatCode: '05555555555',
      Count: 2,
      LastAt: '2026-11-11T10:00:00.000Z',
    },
  ],
  MaxBytes: 1024 * 1024,
  ...overrides,
});

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A stand-in for XMLHttpRequest, which the upload uses for its progress: it records what is sent
 * and answers each send from `answers` in turn (the last repeats), after one progress event.
 */
export function stubXhr(answers: { status: number; body: unknown }[]) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request: SentUpload = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: undefined };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 1, total: 2, lengthComputable: true });
        this.status = answer?.status ?? 500;
        this.responseText = JSON.stringify(answer?.body ?? {});
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** A file of `size` bytes (only its first bytes are real: the size is what the form reads). */
export function fileOf(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
