import { afterEach, describe, expect, it, vi } from 'vitest';
import { positiveIntegerSetting } from '~/config/environment-settings.server';

const name = 'TEA_TEST_SETTING';

describe('positiveIntegerSetting', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads a positive whole number, surrounding spaces allowed', () => {
    vi.stubEnv(name, ' 250 ');
    expect(positiveIntegerSetting(name, 7)).toBe(250);
  });

  it('falls back when the variable is unset', () => {
    vi.stubEnv(name, undefined);
    expect(positiveIntegerSetting(name, 7)).toBe(7);
  });

  it.each([
    '',
    '0',
    '007',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'Infinity',
    '5 a minute',
    '9007199254740993',
  ])('falls back for %j', (value) => {
    vi.stubEnv(name, value);
    expect(positiveIntegerSetting(name, 7)).toBe(7);
  });
});
