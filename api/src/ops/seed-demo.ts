/**
 * The demo account `npm run seed` creates: a few projects and content, paid from its credits like anyone's.
 * Made through the API itself (inject), so it is valid data; run by the command, or by the running server
 * when the command reaches it through the operator route.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNT } from '@brandcast/shared';
import { DomainError } from '../lib/domain-errors';

export const { email: DEMO_EMAIL, password: DEMO_PASSWORD } = DEMO_ACCOUNT;

const DEMO_PROJECTS = [
  {
    type: 'brand_identity',
    dueDate: null,
    details: {
      businessName: 'Northwind Coffee',
      whatYouSell: 'Single-origin coffee beans, roasted to order',
      whoYouSellTo: 'Home baristas who care where their coffee comes from',
      problemYouSolve: 'Stale supermarket coffee with no story behind it',
      uniqueValue: 'Roasted the day it ships, traceable to the farm',
      priceRange: '$15-$30 per bag',
      businessGoal: '1,000 monthly subscribers this year',
      location: 'Seattle, WA',
      businessStage: 'Growing',
    },
  },
  {
    type: 'marketing_campaign',
    dueDate: '2030-03-31',
    details: {
      businessName: 'Trailhead Running Club',
      whatYouSell: 'Guided trail runs and coaching',
      whoYouSellTo: 'Road runners curious about trails',
      problemYouSolve: 'Not knowing where to start or who to run with',
      uniqueValue: '',
      priceRange: '$40 per month',
      businessGoal: 'Fill the spring season',
      location: 'Denver, CO',
      businessStage: 'Launching',
    },
  },
  {
    type: 'content_strategy',
    dueDate: '2030-06-30',
    details: {
      businessName: 'Ledgerly',
      whatYouSell: 'Bookkeeping for freelancers',
      whoYouSellTo: 'Designers and developers',
    },
  },
  {
    type: 'brand_identity',
    dueDate: null,
    details: { businessName: 'Bloom & Branch', whatYouSell: 'Seasonal flower subscriptions' },
  },
  { type: 'marketing_campaign', dueDate: '2030-01-15', details: {} },
] as const;

/**
 * A step of the seeding the API refused or failed. It answers with the step's own status where that status
 * is not the server's own doing: 429 (too many sign-ups for the demo email from this machine, for the
 * operator to wait out) and 5xx (the database or the writer unavailable). Any other refusal of the
 * seed's own, fixed requests is a fault of this server: 500. The message names the step and the reason.
 */
export class SeedStepFailed extends DomainError {
  readonly statusCode: number;
  constructor(step: string, response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>, accountCreated: boolean) {
    super(
      `${step} failed (${response.statusCode}): ${reasonOf(response.body)}` +
        (accountCreated
          ? ` The demo account (${DEMO_EMAIL}) was created with what was made before this step; sign in to see it.`
          : ''),
    );
    const status = response.statusCode;
    this.statusCode = status === 429 || status >= 500 ? status : 500;
  }
}

function reasonOf(body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the body as it is.
  }
  return body.slice(0, 200) || 'no reason given';
}

/**
 * Creates the demo account unless it exists. `prefix` is where the API is mounted on `server` ('/api');
 * `upgrade` puts the new account on the Starter plan, its address confirmed (the demo address is ours, not a person's
 * inbox: sharing and API tokens can be tried at once) (10 projects, room to try creating more).
 */
export async function seedDemo(
  server: Pick<FastifyInstance, 'inject'>,
  prefix: string,
  upgrade: (userId: string) => Promise<unknown>,
): Promise<string> {
  const signup = await server.inject({
    method: 'POST',
    url: `${prefix}/en/auth/signup`,
    payload: { firstName: 'Demo', lastName: 'User', email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  if (signup.statusCode === 409) return 'The demo account already exists; its projects are left as they are.';
  if (signup.statusCode !== 201) throw new SeedStepFailed('Creating the demo account', signup, false);
  const { token, user } = signup.json().data as { token: string; user: { id: string } };
  await upgrade(user.id);
  const call = async (url: string, payload: object | undefined, expected: number) => {
    const response = await server.inject({
      method: 'POST',
      url: `${prefix}${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (response.statusCode !== expected) throw new SeedStepFailed(`Seeding POST ${url}`, response, true);
    return response.json().data;
  };
  const projectIds: string[] = [];
  for (const project of DEMO_PROJECTS) projectIds.push((await call('/project', project, 201))._id);
  // The first project gets content: three generated taglines, one tested and published, and copies from it
  // for X and LinkedIn.
  const [tagline] = await call('/message/generate', { projectId: projectIds[0], type: 'tagline', count: 3 }, 201);
  // The demo business has no site of its own: its links lead to its public page, made public for them.
  await call(`/message/${tagline.id}/test`, { makeProjectPublic: true }, 200);
  await call(`/message/${tagline.id}/publish`, undefined, 200);
  for (const platform of ['twitter', 'linkedin']) {
    await call('/copy/generate', { projectId: projectIds[0], messageId: tagline.id, platform, format: 'post' }, 201);
  }
  return `Created the demo account with ${DEMO_PROJECTS.length} projects, brand messages and copies.`;
}
