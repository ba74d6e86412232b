/**
 * `npm run seed`: a demo account with a few projects, for a newcomer to try. Runs against the same
 * database as the server (DATA_DIR's PGlite, or DATABASE_URL); stop `npm start` first when on PGlite,
 * which allows one process at a time. Safe to run twice.
 */
import path from 'node:path';
import Fastify from 'fastify';
import app from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';

export const DEMO_EMAIL = 'demo@brandcast.local';
export const DEMO_PASSWORD = 'brandcast-demo';

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
    details: { businessName: 'Ledgerly', whatYouSell: 'Bookkeeping for freelancers', whoYouSellTo: 'Designers and developers' },
  },
  { type: 'brand_identity', dueDate: null, details: { businessName: 'Bloom & Branch', whatYouSell: 'Seasonal flower subscriptions' } },
  { type: 'marketing_campaign', dueDate: '2030-01-15', details: {} },
] as const;

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
await migrate(database);
const server = Fastify({ logger: false });
await server.register(app, { prefix: '/api', config: { ...config, logLevel: 'silent', authRateLimitMax: 1000 }, database });
await server.ready();

try {
  const signup = await server.inject({
    method: 'POST',
    url: '/api/en/auth/signup',
    payload: { firstName: 'Demo', lastName: 'User', email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  if (signup.statusCode === 201) {
    const { token, user } = signup.json().data as { token: string; user: { id: string } };
    // The starter plan (10 projects) leaves room to try creating more.
    await database.query("UPDATE users SET plan = 'starter' WHERE id = $1", [user.id]);
    const call = async (url: string, payload: object | undefined, expected: number) => {
      const response = await server.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
      if (response.statusCode !== expected) throw new Error(`seeding ${url} failed: ${response.body}`);
      return response.json().data;
    };
    const projectIds: string[] = [];
    for (const project of DEMO_PROJECTS) projectIds.push((await call('/project', project, 201))._id);
    // The first project gets content, paid from the demo's credits like anyone's: three generated
    // taglines, one tested and published, and copies from it for X and LinkedIn.
    const [tagline] = await call('/message/generate', { projectId: projectIds[0], type: 'tagline', count: 3 }, 201);
    await call(`/message/${tagline.id}/test`, {}, 200);
    await call(`/message/${tagline.id}/publish`, undefined, 200);
    for (const platform of ['twitter', 'linkedin']) {
      await call('/copy/generate', { projectId: projectIds[0], messageId: tagline.id, platform, format: 'post' }, 201);
    }
    console.log(`Created the demo account with ${DEMO_PROJECTS.length} projects, brand messages and copies.`);
  } else if (signup.statusCode === 409) {
    console.log('The demo account already exists; its projects are left as they are.');
  } else {
    throw new Error(`creating the demo account failed: ${signup.statusCode} ${signup.body}`);
  }
  console.log(`\n  Sign in at ${config.appUrl}/login\n  email:    ${DEMO_EMAIL}\n  password: ${DEMO_PASSWORD}\n`);
} finally {
  await server.close();
  await database.close();
}
