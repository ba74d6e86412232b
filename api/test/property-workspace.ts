import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { bearer, signUp } from './helpers';

/** An account on the largest plan (so paid routes run rather than answer 402) with a project, a message and a copy. */
export async function workspace(app: FastifyInstance, db: () => Database) {
  const account = await signUp(app);
  await db().query("UPDATE users SET plan = 'enterprise' WHERE id = $1", [account.user.id]);
  const headers = bearer(account.token);
  const project = (await app.inject({ method: 'POST', url: '/api/project', headers, payload: {} })).json().data;
  const message = (
    await app.inject({
      method: 'POST',
      url: '/api/message',
      headers,
      payload: { projectId: project._id, type: 'tagline', content: 'Fresh beans, every week.' },
    })
  ).json().data;
  const copy = (
    await app.inject({
      method: 'POST',
      url: '/api/copy',
      headers,
      payload: { projectId: project._id, messageId: message.id, platform: 'twitter', content: 'Fresh beans.' },
    })
  ).json().data;
  return { account, project, message, copy };
}
