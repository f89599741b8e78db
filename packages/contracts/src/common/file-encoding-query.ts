import { z } from 'zod';
import { DEFAULT_FILE_ENCODING, FILE_ENCODINGS, type FileEncoding } from './file-encodings';

/** An export's `?Encoding=` (a code page of FILE_ENCODINGS); UTF-8 when absent. */
export const FileEncodingQuery = z.object({
  Encoding: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number()
      .refine((v): v is FileEncoding => (FILE_ENCODINGS as readonly number[]).includes(v), {
        message: 'ERROR_BAD_REQUEST unknown file encoding',
      })
      .default(DEFAULT_FILE_ENCODING),
  ),
});
