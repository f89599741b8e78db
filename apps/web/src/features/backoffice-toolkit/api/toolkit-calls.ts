import type {
  getFile,
  listFiles,
  saveFile,
  ToolkitFileDetail,
  ToolkitFileFilter,
  ToolkitFileInput,
  UploadQuery,
  withdrawFile,
  withdrawVersion,
} from '@sportello/contracts/backoffice/toolkit.contract';
import { BACKOFFICE_TOOLKIT_ROUTES as ROUTES } from '@sportello/contracts/backoffice/toolkit.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import {
  ApiError,
  type ApiResponse,
  apiErrorOfAnswer,
  apiRequest,
  filterSegment,
  writeRequestOf,
} from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the area: a file saved, withdrawn or given a version changes the list and its detail. */
export const TOOLKIT_KEY = ['backoffice', 'toolkit'] as const;

export type ToolkitFileRow = ApiResponse<typeof listFiles>['Items'][number];
export type ToolkitVersion = ToolkitFileDetail['Versions'][number];
export type ToolkitCompanyDownloads = ToolkitFileDetail['Companies'][number];

export const toolkitFilesQuery = (filter: ToolkitFileFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...TOOLKIT_KEY, 'files', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listFiles>(ROUTES.listFiles, { params: { filter: filterSegment(filter) }, signal }),
  });

export const toolkitFileQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...TOOLKIT_KEY, 'file', id],
    queryFn: ({ signal }) => apiRequest<typeof getFile>(ROUTES.getFile, { params: { Id: id }, signal }),
  });

export const saveFileCall = (body: ToolkitFileInput) =>
  apiRequest<typeof saveFile>(ROUTES.saveFile, { body });

export const withdrawFileCall = (id: number, withdrawn: boolean) =>
  apiRequest<typeof withdrawFile>(ROUTES.withdrawFile, {
    params: { Id: id },
    body: { Withdrawn: withdrawn },
  });

export const withdrawVersionCall = (id: number, withdrawn: boolean) =>
  apiRequest<typeof withdrawVersion>(ROUTES.withdrawVersion, {
    params: { Id: id },
    body: { Withdrawn: withdrawn },
  });

/** One version's bytes, for the back office (not counted as a customer's download): a plain link. */
export const versionDownloadUrl = (id: number) =>
  `${env.apiBaseUrl}${routePath(ROUTES.downloadVersion.path, { Id: id })}`;

/** The downloads of the filtered files per version and company, as CSV in the chosen code page. */
export const downloadsExportUrl = (filter: ToolkitFileFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(ROUTES.exportDownloads.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;

export interface UploadOptions {
  /** Bytes sent so far, of the whole. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a version of a file: the file itself is the request's body (the browser streams it from
 * the disk, however large), its name, version and notes the query. Through XMLHttpRequest for the
 * progress of the upload, with the anti-forgery header `apiRequest` sends; a token the server
 * refuses (the session renewed meanwhile) is fetched again and the upload sent once more.
 * Failures are `ApiError`s, as `apiRequest` throws them.
 */
export async function uploadVersionCall(
  id: number,
  file: Blob,
  query: UploadQuery,
  options: UploadOptions = {},
): Promise<ToolkitFileDetail> {
  for (let attempt = 0; ; attempt += 1) {
    const { url, headers } = await writeRequestOf(ROUTES.uploadVersion, { Id: id }, { ...query });
    const answer = await put(url, headers, file, options);
    if (answer.status >= 200 && answer.status < 300) {
      try {
        return JSON.parse(answer.text) as ToolkitFileDetail;
      } catch {
        throw new ApiError(answer.status, undefined);
      }
    }
    const { error, csrf } = apiErrorOfAnswer(answer.status, answer.text);
    if (!csrf || attempt > 0) throw error;
  }
}

function put(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  { onProgress, signal }: UploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError(0, undefined, { aborted: true }));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) =>
      onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.onabort = () => reject(new ApiError(0, undefined, { aborted: true }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
