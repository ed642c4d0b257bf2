import { WEBHOOK_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { checkEndpointUrl, isLoopbackHost } from './endpoint-url';

const refused = (url: string, isProduction: boolean) => {
  try {
    checkEndpointUrl(url, isProduction);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('checkEndpointUrl', () => {
  it('takes https anywhere public, in production and out', () => {
    for (const prod of [true, false]) {
      expect(refused('https://hooks.zapier.com/hooks/catch/1/abc/', prod)).toBeNull();
      expect(refused('https://93.184.216.34:8443/in', prod)).toBeNull();
    }
  });

  it('takes plain http only to this machine, and only outside production', () => {
    for (const url of ['http://localhost:4000/hook', 'http://127.0.0.1:9/x', 'http://127.8.0.2/', 'http://[::1]:80/']) {
      expect(refused(url, false), url).toBeNull();
      expect(refused(url, true), url).toBe(WEBHOOK_MESSAGES.urlNotHttps);
    }
    for (const url of ['http://example.com/hook', 'http://10.0.0.1/', 'http://192.168.1.2/']) {
      expect(refused(url, false), url).toBe(WEBHOOK_MESSAGES.urlNotHttps);
    }
  });

  it('refuses in production an https URL that names this machine or a private address outright', () => {
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/',
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.0.10/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://0x7f.1/',
    ]) {
      expect(refused(url, true), url).toBe(WEBHOOK_MESSAGES.urlPrivateAddress);
      expect(refused(url, false), url).toBeNull();
    }
  });

  it('refuses credentials and other schemes', () => {
    expect(refused('https://user:pw@example.com/', false)).toBe(WEBHOOK_MESSAGES.urlCredentials);
    expect(refused('ftp://example.com/', false)).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(refused('not a url', false)).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });

  it('knows loopback names and addresses', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('api.localhost')).toBe(true);
    expect(isLoopbackHost('127.255.255.254')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });
});
