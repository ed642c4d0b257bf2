import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The key that seals final agreement PDFs (issue 34): a PKCS#12 file holding a certificate and
 * its private key. An operator may give their own (SIGNING_P12_PATH + SIGNING_P12_PASSPHRASE);
 * otherwise one is generated at first start and kept in DATA_DIR, like the auth secret, so
 * documents sealed before a restart still verify as ours.
 */
export interface SealKey {
  /** The PKCS#12 bytes, as @signpdf's P12Signer reads them. */
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name (what PDF readers show as the signer). */
  commonName: string;
  /** SHA-256 of the certificate's DER, hex: lets an operator tell which seal signed a document. */
  fingerprint: string;
  notAfter: Date;
}

/** An operator's own P12: both paths of the pair, validated by config.ts. */
export interface GivenSealKey {
  p12Path: string;
  passphrase: string;
}

/** A seal that cannot be opened; its message names what to fix, for the operator at start. */
export class SealKeyError extends Error {}

export const SEAL_FILES = { p12: 'signing-seal.p12', passphrase: 'signing-seal.pass' } as const;
export const SEAL_COMMON_NAME = 'Bloom document seal';
const VALID_YEARS = 10;

/**
 * The operator's P12 when given (a bad file or passphrase throws a SealKeyError at start rather
 * than at the first completed agreement), else the generated one in DATA_DIR, made when missing.
 */
export function loadOrCreateSealKey(options: {
  dataDir: string;
  given?: GivenSealKey | undefined;
  now?: Date;
}): SealKey {
  const { dataDir, given } = options;
  if (given) {
    let p12: Buffer;
    try {
      p12 = readFileSync(given.p12Path);
    } catch (err) {
      throw new SealKeyError(`SIGNING_P12_PATH: cannot read ${given.p12Path} (${(err as NodeJS.ErrnoException).code})`);
    }
    return openSealKey(p12, given.passphrase, 'SIGNING_P12_PATH');
  }
  const p12File = path.join(dataDir, SEAL_FILES.p12);
  const passFile = path.join(dataDir, SEAL_FILES.passphrase);
  const existing = readPair(p12File, passFile);
  if (existing) return openSealKey(existing.p12, existing.passphrase, p12File);
  // First start (or half a pair, which cannot open anything): make both files.
  const key = generateSealKey(options.now);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(passFile, key.passphrase, { mode: 0o600 });
  writeFileSync(p12File, key.p12, { mode: 0o600 });
  return key;
}

function readPair(p12File: string, passFile: string): { p12: Buffer; passphrase: string } | null {
  try {
    return { p12: readFileSync(p12File), passphrase: readFileSync(passFile, 'utf8').trim() };
  } catch {
    return null;
  }
}

/**
 * A new self-signed RSA-2048 seal, valid ten years. node:crypto makes the key pair (native,
 * about 0.1–0.3 s); node-forge builds the certificate and the P12 around it.
 */
export function generateSealKey(now = new Date()): SealKey {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  // A positive 128-bit serial (a leading 0x01 byte keeps the DER integer positive).
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
  const name = [
    { name: 'commonName', value: SEAL_COMMON_NAME },
    { name: 'organizationName', value: 'Bloom' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const passphrase = randomBytes(32).toString('hex');
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], passphrase, {
    algorithm: '3des',
    friendlyName: SEAL_COMMON_NAME,
  });
  const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  return {
    p12,
    passphrase,
    commonName: SEAL_COMMON_NAME,
    fingerprint: fingerprintOf(cert),
    notAfter: cert.validity.notAfter,
  };
}

/**
 * Opens a P12 the way P12Signer will (a shrouded private key and the certificate that matches
 * it), so a wrong passphrase or an unusable file is told at start. `source` names it in errors.
 */
export function openSealKey(p12: Buffer, passphrase: string, source: string): SealKey {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  } catch (err) {
    throw new SealKeyError(
      `${source}: cannot open the PKCS#12 file (${(err as Error).message}); check SIGNING_P12_PASSPHRASE, or export the file again with \`openssl pkcs12 -export\``,
    );
  }
  const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const key = parsed.getBags({ bagType: shrouded })[shrouded]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SealKeyError(`${source}: the PKCS#12 file holds no (encrypted) RSA private key`);
  const certBag = forge.pki.oids.certBag as string;
  const cert = (parsed.getBags({ bagType: certBag })[certBag] ?? [])
    .map((bag) => bag.cert)
    .find((c): c is forge.pki.Certificate => {
      const pub = c?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return Boolean(pub?.n && pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0);
    });
  if (!cert) throw new SealKeyError(`${source}: no certificate in the PKCS#12 file matches its private key`);
  const commonName = String(cert.subject.getField('CN')?.value ?? SEAL_COMMON_NAME);
  return { p12, passphrase, commonName, fingerprint: fingerprintOf(cert), notAfter: cert.validity.notAfter };
}

function fingerprintOf(cert: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

let ephemeral: SealKey | undefined;
/**
 * A seal for apps built without one (API tests, tools): generated once per process, never
 * written anywhere. The server's start always passes the DATA_DIR or operator's seal instead.
 */
export function ephemeralSealKey(): SealKey {
  ephemeral ??= generateSealKey();
  return ephemeral;
}
