/**
 * The virtual users of the load test. Each one signs up, gets two brand projects, then loops over a mix of
 * what people do (weights below) one request at a time, until the time is up. Every write the API
 * acknowledges is written down here (ids, credits charged, copies scheduled), so the run can be checked
 * afterwards against the database: nothing acknowledged lost, nothing written twice, every balance equal
 * to its grants minus the acknowledged charges, every due copy published once (verify.ts).
 */
import { PLATFORMS, chargeFor } from '@brandcast/shared';
import { Client, type RouteStats } from './client';

export { Client, setUpUser, type RouteStats } from './client';

export interface VirtualUser {
  index: number;
  email: string;
  password: string;
  userId: string;
  token: string;
  /** Every fifth user stays on the free plan (500 credits, so some 402s); the rest are on professional. */
  plan: 'free' | 'professional';
  projects: string[];
  /** Acknowledged writes. */
  messages: string[];
  copies: string[];
  /** Credits charged by acknowledged requests, how many such requests, and every id they wrote. */
  charged: number;
  charges: number;
  chargedIds: string[];
  scheduled: { id: string; at: string; title: string }[];
  /** Writes that got no answer (a timeout): each may or may not have been applied, but never half. */
  unanswered: { messages: number; copies: number; charges: number };
}

export interface LoadResult {
  users: VirtualUser[];
  routes: Map<string, RouteStats>;
  durationMs: number;
  requests: number;
  /** Requests that got no answer (a socket error or a 30 s timeout). */
  networkErrors: number;
  serverErrors: number;
  /** Answers the scenario did not expect (a 5xx, or a 4xx that should not happen), first few kept. */
  unexpected: string[];
  unexpectedCount: number;
}

/** Deterministic per user, so two runs do the same mix. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Action =
  | 'listProjects'
  | 'openProject'
  | 'writeMessage'
  | 'editMessage'
  | 'generateMessages'
  | 'generateCopy'
  | 'scheduleCopy'
  | 'listCopies'
  | 'readNotifications'
  | 'readCredits'
  | 'signIn';

/** How far ahead a virtual user schedules a copy (plus up to 5 s). */
const SCHEDULE_AHEAD_MS = 15_000;

/** How often each action is picked, in percent. */
export const MIX: Record<Action, number> = {
  listProjects: 22,
  openProject: 14,
  writeMessage: 12,
  editMessage: 4,
  generateMessages: 5,
  generateCopy: 8,
  scheduleCopy: 4,
  listCopies: 8,
  readNotifications: 12,
  readCredits: 9,
  signIn: 2,
};

function pickAction(next: () => number): Action {
  let roll = next() * 100;
  for (const [action, weight] of Object.entries(MIX) as [Action, number][]) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'listProjects';
}

/** One virtual user's loop until `until` (a performance.now() time). */
export async function runUser(client: Client, user: VirtualUser, until: number): Promise<void> {
  const next = random(user.index + 1);
  for (let i = 0; performance.now() < until; i++) {
    const projectId = user.projects[Math.floor(next() * user.projects.length)]!;
    const nonce = `u${user.index}-${i}`;
    // Each user schedules a copy and generates one first, so even a short run covers both; then the mix.
    const action = i === 0 ? 'scheduleCopy' : i === 1 ? 'generateCopy' : pickAction(next);
    const t = user.token;
    const lost = (messages: number, copies: number, charges: number) => () => {
      user.unanswered.messages += messages;
      user.unanswered.copies += copies;
      user.unanswered.charges += charges;
    };
    switch (action) {
      case 'listProjects':
        await client.call('GET /api/project', 'GET', '/api/project', t, undefined, [200]);
        break;
      case 'openProject':
        await client.call('GET /api/project/:id', 'GET', `/api/project/${projectId}`, t, undefined, [200]);
        break;
      case 'writeMessage': {
        const answer = await client.call(
          'POST /api/message',
          'POST',
          '/api/message',
          t,
          { projectId, type: 'tagline', content: `Coffee worth waking for (${nonce}).` },
          [201],
          lost(1, 0, 0),
        );
        if (answer) user.messages.push(answer.body.data.id);
        break;
      }
      case 'editMessage': {
        const id = user.messages[Math.floor(next() * user.messages.length)];
        if (id)
          await client.call(
            'PATCH /api/message/:id',
            'PATCH',
            `/api/message/${id}`,
            t,
            { title: `Edited ${nonce}` },
            [200],
          );
        break;
      }
      case 'generateMessages': {
        const answer = await client.call(
          'POST /api/message/generate',
          'POST',
          '/api/message/generate',
          t,
          { projectId, type: next() < 0.5 ? 'tagline' : 'value_proposition', count: 2 },
          // 422: nothing new to write for the project (a project's lines never repeat), and nothing charged.
          [201, 402, 422],
          lost(2, 0, 1),
        );
        if (answer?.status === 201) {
          const ids = answer.body.data.map((message: { id: string }) => message.id);
          user.messages.push(...ids);
          user.chargedIds.push(...ids);
          user.charges += 1;
          // Fewer lines than asked pay their share of the set.
          user.charged += chargeFor('brandMessage', ids.length, 2);
        }
        break;
      }
      case 'generateCopy': {
        const platform = PLATFORMS[Math.floor(next() * PLATFORMS.length)];
        const answer = await client.call(
          'POST /api/copy/generate',
          'POST',
          '/api/copy/generate',
          t,
          { projectId, platform, count: 1 },
          [201, 402, 422],
          lost(0, 1, 1),
        );
        if (answer?.status === 201) {
          const ids = answer.body.data.map((copy: { id: string }) => copy.id);
          user.copies.push(...ids);
          user.chargedIds.push(...ids);
          user.charges += 1;
          user.charged += chargeFor('copyGeneration', ids.length, 1);
        }
        break;
      }
      case 'scheduleCopy': {
        const title = `Load ${nonce}`;
        const created = await client.call(
          'POST /api/copy',
          'POST',
          '/api/copy',
          t,
          { projectId, platform: 'linkedin', title, content: `Fresh beans this week, roasted to order (${nonce}).` },
          [201],
          lost(0, 1, 0),
        );
        if (!created) break;
        const id = created.body.data.id as string;
        user.copies.push(id);
        // Far enough ahead to still be in the future when the request arrives on a loaded machine.
        const at = new Date(Date.now() + SCHEDULE_AHEAD_MS + Math.floor(next() * 5000)).toISOString();
        const scheduled = await client.call(
          'POST /api/copy/:id/schedule',
          'POST',
          `/api/copy/${id}/schedule`,
          t,
          { scheduledDate: at },
          [200],
        );
        if (scheduled) user.scheduled.push({ id, at, title });
        break;
      }
      case 'listCopies':
        await client.call('GET /api/copy', 'GET', `/api/copy?projectId=${projectId}`, t, undefined, [200]);
        break;
      case 'readNotifications':
        await client.call('GET /api/notification', 'GET', '/api/notification', t, undefined, [200]);
        break;
      case 'readCredits':
        await client.call('GET /api/credits', 'GET', '/api/credits', t, undefined, [200]);
        break;
      case 'signIn': {
        const answer = await client.call(
          'POST /api/en/auth/signin',
          'POST',
          '/api/en/auth/signin',
          undefined,
          { email: user.email, password: user.password },
          [200],
        );
        if (answer) user.token = answer.body.data.token;
        break;
      }
    }
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
