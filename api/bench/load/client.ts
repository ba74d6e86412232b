/* The load test's HTTP client (latencies and statuses per route, what it did not expect) and a virtual user's set-up. */
import type { VirtualUser } from './scenario';
// The brand the message and credits tests use.
import { BRAND } from '../../test/routes/message/fixtures';

export interface RouteStats {
  latencies: number[];
  statuses: Record<number, number>;
}

export class Client {
  readonly routes = new Map<string, RouteStats>();
  requests = 0;
  networkErrors = 0;
  serverErrors = 0;
  unexpected: string[] = [];
  unexpectedCount = 0;

  constructor(private readonly base: string) {}

  /**
   * One request; `expected` are the statuses the scenario accepts. Returns the parsed body, or undefined;
   * `noAnswer` is called when none came (the write may or may not have been applied).
   */
  async call(
    route: string,
    method: string,
    url: string,
    token: string | undefined,
    body: object | undefined,
    expected: number[],
    noAnswer?: () => void,
  ): Promise<{ status: number; body: any } | undefined> {
    const started = performance.now();
    let status: number;
    let parsed: any;
    try {
      const response = await fetch(`${this.base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      status = response.status;
      parsed = text ? JSON.parse(text) : undefined;
    } catch (error) {
      this.requests += 1;
      this.networkErrors += 1;
      noAnswer?.();
      this.note(`${method} ${url}: ${(error as Error).message}`);
      return undefined;
    }
    const elapsed = performance.now() - started;
    this.requests += 1;
    const stats = this.routes.get(route) ?? { latencies: [], statuses: {} };
    stats.latencies.push(elapsed);
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    this.routes.set(route, stats);
    if (status >= 500) this.serverErrors += 1;
    if (!expected.includes(status)) {
      this.note(`${method} ${url}: ${status} ${JSON.stringify(parsed).slice(0, 200)}`);
      return undefined;
    }
    return { status, body: parsed };
  }

  private note(line: string) {
    this.unexpectedCount += 1;
    if (this.unexpected.length < 10) this.unexpected.push(line);
  }
}

/** Signs up a user, puts it on its plan (through `setPlan`, straight in the database) and makes its two projects. */
export async function setUpUser(
  client: Client,
  index: number,
  runId: string,
  setPlan: (userId: string, plan: string) => Promise<void>,
): Promise<VirtualUser> {
  const email = `load.${runId}.${index}@example.com`;
  const password = 'correct horse battery';
  const signup = await client.call(
    'POST /api/en/auth/signup',
    'POST',
    '/api/en/auth/signup',
    undefined,
    { firstName: 'Load', lastName: `User ${index}`, email, password },
    [201],
  );
  if (!signup) throw new Error(`sign-up of user ${index} failed: ${client.unexpected.at(-1)}`);
  const plan = index % 5 === 0 ? 'free' : 'professional';
  if (plan !== 'free') await setPlan(signup.body.data.user.id, plan);
  const user: VirtualUser = {
    index,
    email,
    password,
    userId: signup.body.data.user.id,
    token: signup.body.data.token,
    plan,
    projects: [],
    messages: [],
    copies: [],
    charged: 0,
    charges: 0,
    chargedIds: [],
    scheduled: [],
    unanswered: { messages: 0, copies: 0, charges: 0 },
  };
  for (let p = 0; p < 2; p++) {
    const created = await client.call(
      'POST /api/project',
      'POST',
      '/api/project',
      user.token,
      { details: { ...BRAND, businessName: `${BRAND.businessName} ${index}.${p}` } },
      [201],
    );
    if (!created) throw new Error(`project of user ${index} failed: ${client.unexpected.at(-1)}`);
    user.projects.push(created.body.data._id);
  }
  return user;
}
