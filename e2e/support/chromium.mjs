// The browser the end-to-end tests drive: CHROMIUM_PATH, else Debian's headless shell (package
// chromium-headless-shell), else its full Chromium (package chromium). The headless shell is the same
// Blink engine without the browser's window machinery, and what Playwright itself runs headless by
// default; the suite took a third less time with it on two cores (docs/decisions/051).
import { existsSync } from 'node:fs';

const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The browser's path; the first of the usual ones when none is installed, for the message. */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? INSTALLED.find((path) => existsSync(path)) ?? INSTALLED[0];
