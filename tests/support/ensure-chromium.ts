/**
 * Browser tests need Debian's Chromium (Playwright cannot download its own browser here). When it is
 * missing, install it if we are root, else stop with the exact command: browser tests are never skipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

const path = chromiumPath();
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(`Chromium not found at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary)`);
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian package chromium …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
