import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Channel, Publication } from '@brandcast/shared';
import type { Account } from '../../helpers';
import { call, createCopy, createProject, expectData } from '../copy/fixtures';
import type { BlueskyStandIn } from '../../stand-ins/bluesky';

export const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';

/** The app as publishing tests build it: stand-ins on 127.0.0.1 allowed, a platform given two seconds. */
export const PUBLISHING_CONFIG = { allowPrivateChannelHosts: true, platformTimeoutMs: 2000 };

export async function connectBluesky(app: FastifyInstance, owner: Account, bluesky: BlueskyStandIn, handle: string) {
  bluesky.addAccount({ handle, appPassword: APP_PASSWORD, displayName: 'Pawsh Parlour' });
  return expectData<Channel>(
    await call(app, owner, 'POST', '/channel/bluesky', { handle, appPassword: APP_PASSWORD, service: bluesky.url }),
    201,
  );
}

/** An X copy in a new project of the owner's. */
export async function xCopy(app: FastifyInstance, owner: Account, content: string) {
  const { _id: projectId } = await createProject(app, owner);
  return createCopy(app, owner, { projectId, platform: 'twitter', content, hashtags: [] });
}

/** The copy's publications once `done` holds for them (the queue's worker runs them in the background). */
export async function publicationsWhen(
  app: FastifyInstance,
  owner: Account,
  copyId: string,
  done: (publications: Publication[]) => boolean,
  timeoutMs = 20_000,
): Promise<Publication[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const publications = expectData<Publication[]>(await call(app, owner, 'GET', `/copy/${copyId}/publications`), 200);
    if (done(publications)) return publications;
    assert.ok(Date.now() < until, `publications never settled: ${JSON.stringify(publications)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const settled = (publications: Publication[]) =>
  publications.length > 0 && publications.every((p) => ['published', 'failed'].includes(p.state));
