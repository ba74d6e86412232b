import type { FastifyInstance } from 'fastify';
import { browserAgent, json, type Account, type DatabaseSuite } from '../../helpers';
import { as, createMessage, createProject } from '../message/fixtures';

/* What the tracked-link tests share: following a link as a browser, a link's counted clicks, a tested message. */

/** Follows a link as a person's browser (visitor 1 unless said: its own address), or with the headers given. */
export const follow = (app: FastifyInstance, code: string, headers: Record<string, string> | number = 1) =>
  typeof headers === 'number'
    ? app.inject({
        url: `/r/${code}`,
        headers: { 'user-agent': browserAgent(headers) },
        remoteAddress: `198.51.100.${headers}`,
      })
    : app.inject({ url: `/r/${code}`, headers });

/** The clicks counted on the link with this code, in the suite's database. */
export const countedClicks = (db: DatabaseSuite['db']) => async (code: string) =>
  (await db().query<{ clicks: number }>('SELECT clicks FROM tracked_links WHERE code = $1', [code]))[0]!.clicks;

/** A tested message with two variants: its three arms' links. */
export async function splitTest(app: FastifyInstance, owner: Account) {
  const project = await createProject(app, owner);
  const message = await createMessage(app, owner, project._id);
  await as(app, owner)('POST', `/message/${message.id}/variants`, { count: 2 });
  const tested = json(
    await as(app, owner)('POST', `/message/${message.id}/test`, {
      targetUrl: 'https://northwind.example/shop?ref=test',
    }),
  ).data;
  return { message, results: tested.testResults };
}
