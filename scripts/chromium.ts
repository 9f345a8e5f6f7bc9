/**
 * How tests and benchmarks start Debian's Chromium: headless as root needs no sandbox, and
 * the background-networking flags keep it from calling out of this closed network.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
