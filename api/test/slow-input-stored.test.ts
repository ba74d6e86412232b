import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HTTPMethods, InjectOptions } from 'fastify';
import {
  BUSINESS_NAME_MAX_LENGTH,
  COPY_TITLE_MAX_LENGTH,
  DETAIL_MAX_LENGTH,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  PLATFORM_CAPS,
  SCRIPT_CONTENT_MAX_LENGTH,
} from '@brandcast/shared';
import { bearer, forEachDatabase, signUp } from './helpers';
import { LIMIT_MS, PATTERNS, buildApp, details, timedInject, worst } from './slow-input/worst-texts';

/*
 * The routes that read stored text (generation from a project's fields, a copy's hashtags and adaptation, a
 * message's variants, the lists) answer within 100 ms when every field holds the longest worst text it may take:
 * a text that passed validation cannot stall the writer or a read later.
 */

forEachDatabase(({ db }) => {
  test(
    'the routes that read stored text answer within 100 ms on the longest worst texts they can be given',
    { timeout: 600_000 },
    async (t) => {
      const { server } = await buildApp(t, db());
      const owner = await signUp(server);
      await db().query("UPDATE users SET plan = 'enterprise', role = 'enterprise' WHERE id = $1", [owner.user.id]);
      const headers = bearer(owner.token);
      const slow: string[] = [];
      const failed: string[] = [];
      const send = async (method: HTTPMethods, url: string, body: object | undefined, label: string, timed = true) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const options: InjectOptions = {
          method,
          url,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
          ...(payload ? { payload } : {}),
        };
        const { response, took } = timed
          ? await timedInject(server, options)
          : { response: await server.inject(options), took: 0 };
        if (timed && response.statusCode >= 500)
          failed.push(`${method} ${url} (${label}): ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (timed && took >= LIMIT_MS) slow.push(`${method} ${url} (${label}): ${took.toFixed(0)} ms`);
        return response;
      };
      const created = async (url: string, body: object) => {
        const response = await send('POST', url, body, 'setup', false);
        assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
        return response.json().data;
      };

      for (const timed of [false, true]) {
        // Warm-up (untimed): the writer's first runs load its models and compile, so every text is sent once first.
        for (const [name, pattern] of Object.entries(PATTERNS)) {
          const label = `${name}${timed ? '' : ', warm-up'}`;
          const text = (length: number) => worst(pattern, length);
          const fields = Object.fromEntries(
            Object.keys(details()).map((key) => [
              key,
              text(key === 'businessName' ? BUSINESS_NAME_MAX_LENGTH : DETAIL_MAX_LENGTH),
            ]),
          );
          const project = await created('/api/project', { details: fields });
          const message = await created('/api/message', {
            projectId: project._id,
            type: 'tagline',
            title: text(MESSAGE_TITLE_MAX_LENGTH),
            content: text(MESSAGE_CONTENT_MAX_LENGTH),
          });
          const copy = await created('/api/copy', {
            projectId: project._id,
            platform: 'website',
            title: text(COPY_TITLE_MAX_LENGTH),
            content: text(PLATFORM_CAPS.website),
          });
          const script = await created('/api/script', {
            projectId: project._id,
            content: text(SCRIPT_CONTENT_MAX_LENGTH),
          });
          const reads: [HTTPMethods, string, object?][] = [
            ['GET', `/api/project/${project._id}`],
            ['GET', '/api/project?size=50'],
            ['GET', `/api/project/${project._id}/export`],
            ['PATCH', `/api/project/${project._id}`, { public: true }],
            ['GET', `/api/public/project/${project._id}`],
            ['POST', `/api/project/${project._id}/duplicate`],
            ['POST', '/api/message/generate', { projectId: project._id, type: 'tagline', count: 5 }],
            ['POST', '/api/message/generate', { projectId: project._id, type: 'value_proposition', count: 5 }],
            [
              'POST',
              '/api/copy/generate',
              { projectId: project._id, messageId: message.id, platform: 'twitter', count: 5 },
            ],
            ['POST', '/api/copy/generate', { projectId: project._id, platform: 'email', count: 5 }],
            ['POST', '/api/script/generate', { projectId: project._id, messageId: message.id, seconds: 60 }],
            ['PATCH', `/api/message/${message.id}`, { content: text(MESSAGE_CONTENT_MAX_LENGTH - 1) }],
            ['POST', `/api/message/${message.id}/variants`, { count: 5 }],
            ['POST', `/api/message/${message.id}/test`, { makeProjectPublic: true }],
            ['POST', `/api/message/${message.id}/duplicate`],
            ['GET', `/api/message?projectId=${project._id}`],
            ['PATCH', `/api/copy/${copy.id}`, { content: text(PLATFORM_CAPS.website - 1) }],
            ['POST', `/api/copy/${copy.id}/hashtags`],
            ['POST', `/api/copy/${copy.id}/adapt`, { platform: 'facebook' }],
            ['POST', `/api/copy/${copy.id}/adapt`, { platform: 'twitter' }],
            ['POST', `/api/copy/${copy.id}/duplicate`],
            ['GET', `/api/copy?projectId=${project._id}`],
            ['PATCH', `/api/script/${script.id}`, { content: text(SCRIPT_CONTENT_MAX_LENGTH - 1) }],
            ['GET', `/api/script?projectId=${project._id}`],
          ];
          for (const [method, url, body] of reads) await send(method, url, body, label, timed);
        }
      }
      assert.deepEqual(failed, [], 'requests that answered 5xx');
      assert.deepEqual(slow, [], `requests that took ${LIMIT_MS} ms or more`);
    },
  );
});
