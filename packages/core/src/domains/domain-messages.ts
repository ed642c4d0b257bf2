/** The texts of portal domains (/settings/domain, docs/product.md#portal-domains). Zod-free. */

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 40;
export const DOMAIN_MAX = 253;

export const DOMAIN_MESSAGES = {
  subdomainRequired: 'Enter a subdomain',
  subdomainLength: `Use ${SUBDOMAIN_MIN} to ${SUBDOMAIN_MAX} characters`,
  subdomainChars: 'Use only lowercase letters, digits and hyphens',
  subdomainHyphenEdge: 'A subdomain cannot start or end with a hyphen',
  subdomainReserved: (slug: string) => `“${slug}” is reserved. Choose another subdomain.`,
  subdomainTaken: 'This subdomain is taken. Choose another.',
  subdomainsOff: 'Subdomains are not set up on this server',
  domainRequired: 'Enter a domain, such as portal.yourstudio.com',
  domainTooLong: `A domain can be at most ${DOMAIN_MAX} characters`,
  domainInvalid: 'Enter a domain such as portal.yourstudio.com: letters, digits, hyphens and dots',
  domainNeedsDot: 'Enter a full domain, such as portal.yourstudio.com',
  domainIp: 'Enter a domain name, not an IP address',
  domainPort: 'Enter the domain without a port',
  domainUnicode: 'Enter the domain in its xn-- (punycode) form',
  domainNotPublic: 'Use a public domain: this ending is only for local or test networks',
  domainOurs: 'Use a domain of your own: this one belongs to this service',
  domainTaken: 'This domain is connected to another workspace',
  noCustomDomain: 'There is no custom domain to check',
  tooManyChecks: 'Too many checks in a row. Try again in a few minutes.',
  // What a check found, per record.
  noRecord: (type: string) => `No ${type} record found`,
  noDomain: 'This name does not exist in DNS yet',
  lookupFailed: 'DNS did not answer in time; we will try again',
  cnameElsewhere: (value: string) => `Points to ${value} instead`,
  txtDifferent: 'The TXT record holds a different value',
  takenOnVerify: 'The records are right, but this domain is already connected to another workspace',
  // Saved.
  subdomainSaved: 'Subdomain saved',
  subdomainReleased: 'Subdomain removed',
  domainAdded: 'Domain added. Create the two DNS records below.',
  domainRemoved: 'Domain removed. Portal links use the default address again.',
  checked: 'Checked',
} as const;

export const DOMAIN_STATES = ['pending', 'verified', 'failing'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

export const DOMAIN_STATE_LABELS: Record<DomainState, string> = {
  pending: 'Pending',
  verified: 'Verified',
  failing: 'Failing',
};
