import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './ticket-attachments';

describe('attachment checks in the browser', () => {
  it('refuses too many files, types off the list and files over 2 MB', () => {
    expect(attachmentProblem([{ name: 'a.pdf', size: 10 }])).toBeUndefined();
    expect(attachmentProblem(Array.from({ length: 4 }, () => ({ name: 'a.txt', size: 1 })))?.key).toBe(
      'ERROR_ATTACHMENT_TOO_MANY',
    );
    expect(attachmentProblem([{ name: 'run.exe', size: 1 }])).toEqual({
      key: 'ERROR_ATTACHMENT_TYPE',
      file: 'run.exe',
    });
    expect(attachmentProblem([{ name: 'big.PNG', size: 2 * 1024 * 1024 + 1 }])?.key).toBe(
      'ERROR_ATTACHMENT_TOO_LARGE',
    );
  });
});
