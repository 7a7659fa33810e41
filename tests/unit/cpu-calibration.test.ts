import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown,
  hostIndexOf,
  simulatedPhoneIndex,
  steadySpeed,
} from '../../scripts/lib/cpu-calibration';

describe('the Lighthouse audit’s CPU slowdown', () => {
  it('is Lighthouse’s fourfold default on the machine the targets were set on', () => {
    expect(calibratedSlowdown(2300)).toBe(4);
  });

  it('simulates the same phone on a host half as fast and on one faster', () => {
    expect(calibratedSlowdown(1150)).toBe(2);
    expect(calibratedSlowdown(2875)).toBe(5);
    for (const host of [1018, 1190, 1651, 2611, 2914]) {
      const slowdown = calibratedSlowdown(host);
      expect(slowdown).toBeDefined();
      expect(host / (slowdown ?? 1)).toBeCloseTo(simulatedPhoneIndex, -1);
    }
  });

  it('refuses a host slower than the phone, or a reading too fast to believe', () => {
    expect(calibratedSlowdown(500)).toBeUndefined();
    expect(calibratedSlowdown(6000)).toBeUndefined();
    expect(calibratedSlowdown(0)).toBeUndefined();
    expect(calibratedSlowdown(Number.NaN)).toBeUndefined();
  });

  it('flags an audit whose host’s speed moved by more than a fifth between its start and its end', () => {
    expect(steadySpeed(2000, 2300)).toBe(true);
    expect(steadySpeed(2000, 1650)).toBe(true);
    expect(steadySpeed(2000, 2500)).toBe(false);
    expect(steadySpeed(2000, 1500)).toBe(false);
  });

  it('takes the host’s speed as the median of its readings, so one stray reading does not choose the phone', () => {
    expect(hostIndexOf([1025, 1970, 1402])).toBe(1402);
    expect(hostIndexOf([1970, 1025, 1025])).toBe(1025);
    expect(hostIndexOf([1000, 1201])).toBe(1101);
    expect(hostIndexOf([1500])).toBe(1500);
    expect(hostIndexOf([1200, Number.NaN, 1300, 1250])).toBe(1250);
    expect(hostIndexOf([])).toBeNaN();
  });
});
