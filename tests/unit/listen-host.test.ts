// HOST, the address the server listens on (app/config/environment.server.ts), and the default
// server/settings.ts chooses when it is unset: loopback only behind a proxy, every interface
// otherwise. tests/integration/listen-address.test.ts checks the same over real sockets.
import { describe, expect, it } from 'vitest';
import { EnvironmentError, readEnvironment } from '~/config/environment.server';
import { serverSettingsFrom } from '../../server/settings';

const listenHost = (source: Record<string, string>) =>
  serverSettingsFrom(readEnvironment(source)).listen.host;

describe('HOST', () => {
  it('takes an IP address (brackets as in a URL dropped) or a host name', () => {
    expect(readEnvironment({ HOST: ' 10.0.0.5 ' }).HOST).toBe('10.0.0.5');
    expect(readEnvironment({ HOST: '[::1]' }).HOST).toBe('::1');
    expect(readEnvironment({ HOST: '::' }).HOST).toBe('::');
    expect(readEnvironment({ HOST: 'localhost' }).HOST).toBe('localhost');
    expect(readEnvironment({ HOST: '' }).HOST).toBeUndefined();
  });

  it.each(['http://10.0.0.5', '10.0.0.5:3000', 'two words', '-bad'])('refuses %j', (host) => {
    expect(() => readEnvironment({ HOST: host })).toThrow(EnvironmentError);
    expect(() => readEnvironment({ HOST: host })).toThrow(
      /^HOST=.* is not an IP address or host name to listen on/,
    );
  });

  it('defaults to 127.0.0.1 under TRUST_PROXY, and to every interface without it', () => {
    expect(listenHost({ TRUST_PROXY: '1' })).toBe('127.0.0.1');
    expect(listenHost({ TRUST_PROXY: '10.0.0.0/8' })).toBe('127.0.0.1');
    expect(listenHost({})).toBeUndefined();
    expect(listenHost({ TRUST_PROXY: '0' })).toBeUndefined();
  });

  it('is what HOST says when it is set, whatever TRUST_PROXY says', () => {
    expect(listenHost({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ HOST: '::1' })).toBe('::1');
  });
});
