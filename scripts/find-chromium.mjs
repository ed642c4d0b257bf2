import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its own browser here; we drive Debian's Chromium.
 * CHROMIUM_PATH wins; else /usr/bin/chromium; else, as root, install Debian's package.
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package "chromium"...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'Chromium is needed for the browser tests and was not found.\n' +
      'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
