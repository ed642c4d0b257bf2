import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The agreements tests check sealed PDFs with an independent verifier: Debian's `pdfsig` (and
 * `pdftotext`, `pdfinfo`) from poppler-utils. PDFSIG_PATH wins; else /usr/bin/pdfsig; else, as
 * root, install Debian's package (the other two tools sit beside pdfsig).
 */
export function findPdfsig() {
  const candidates = [process.env.PDFSIG_PATH, '/usr/bin/pdfsig', '/usr/local/bin/pdfsig'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('pdfsig not found: installing Debian package "poppler-utils"...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/pdfsig')) return '/usr/bin/pdfsig';
  }
  console.error(
    'pdfsig is needed for the sealed-PDF tests and was not found.\n' +
      'Install it with `sudo apt-get install poppler-utils` (Debian/Ubuntu), or set PDFSIG_PATH to a pdfsig binary.',
  );
  process.exit(1);
}
