/**
 * After the load: a limit is enforced once across the instances, not once per instance. Through the round-robin
 * proxy (so each instance answers a third of them), paid users start more analytics exports from one address than
 * EXPORT_STARTS_PER_HOUR allows: exactly that many are let through (202, or 409 while the user's own export runs),
 * the rest are 429. Limits kept in each instance's memory would let three times as many through.
 */
import { EXPORT_STARTS_PER_HOUR } from '../../src/routes/analytics/export';
import type { VirtualUser } from './scenario';

export interface LimitProbe {
  limit: number;
  sent: number;
  allowed: number;
  limited: number;
  other: string[];
}

export async function probeSharedLimit(proxyUrl: string, users: VirtualUser[], extra = 9): Promise<LimitProbe> {
  const paid = users.filter((user) => user.plan !== 'free');
  if (paid.length === 0) throw new Error('the limit probe needs a paid virtual user');
  const sent = EXPORT_STARTS_PER_HOUR + extra;
  const statuses: number[] = [];
  const other: string[] = [];
  // One at a time, so the round-robin spreads them evenly over the instances.
  for (let i = 0; i < sent; i += 1) {
    const user = paid[i % paid.length]!;
    const response = await fetch(`${proxyUrl}/api/analytics/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ range: 'week', format: 'csv', tz: 'UTC' }),
    });
    statuses.push(response.status);
    if (![202, 409, 429].includes(response.status))
      other.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
    else await response.body?.cancel();
  }
  return {
    limit: EXPORT_STARTS_PER_HOUR,
    sent,
    allowed: statuses.filter((status) => status === 202 || status === 409).length,
    limited: statuses.filter((status) => status === 429).length,
    other,
  };
}

/** The probe's failures, empty when the limit held once across the instances. */
export function limitProblems(probe: LimitProbe): string[] {
  return [
    ...(probe.allowed !== probe.limit
      ? [
          `the export limit let ${probe.allowed} of ${probe.sent} starts through across the instances, not ${probe.limit}`,
        ]
      : []),
    ...probe.other.map((answer) => `the limit probe got ${answer}`),
  ];
}
