import { PLANS, PLAN_IDS, STORAGE, formatBytes, planRank, storageUsage } from '../index';

describe('storage per plan', () => {
  it('says sizes as people read them', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(120 * 1024 ** 2)).toBe('120 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1 GB');
    expect(STORAGE.used({ usedBytes: 120 * 1024 ** 2, quotaBytes: PLANS.free.storageBytes })).toBe(
      '120 MB of 2 GB used',
    );
  });

  it('gives a higher plan more, and never less than nothing left', () => {
    const quotas = [...PLAN_IDS].sort((a, b) => planRank(a) - planRank(b)).map((plan) => PLANS[plan].storageBytes);
    expect(quotas).toEqual([...quotas].sort((a, b) => a - b));
    expect(storageUsage('free', PLANS.free.storageBytes + 10).remainingBytes).toBe(0);
    expect(STORAGE.quotaReached('free', { usedBytes: 0, quotaBytes: PLANS.free.storageBytes })).toMatch(
      /Delete recordings .* or upgrade your plan/,
    );
  });
});
