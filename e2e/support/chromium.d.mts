/** The path of the browser the end-to-end tests drive. */
export const CHROMIUM: string;
