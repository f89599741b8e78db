import { customType } from 'drizzle-orm/pg-core';

/** A column of bytes (a file): a Buffer either way, whichever engine answers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
