import { existsSync } from 'node:fs';

/**
 * The browser the e2e tests and the bench drive: Debian's headless shell where installed (`.ci/run`
 * installs it), the same engine as Chromium without the full browser's window compositor; measured on
 * this machine's two cores, a third less CPU for the same e2e files. Debian's full Chromium next, and
 * Playwright's own browser when neither is installed (undefined).
 */
export const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);
