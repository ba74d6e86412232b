import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PREFERENCE_DEFAULTS, PREFERENCE_KEYS } from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp } from '../../../helpers';

const URL = '/api/en/user/preferences';
const changed = {
  compactView: true,
  showStats: false,
  defaultView: 'list',
  notificationSound: false,
  emailNotifications: false,
  autoExport: true,
  autosave: false,
  animations: false,
  sound: true,
  shortcuts: false,
  teleprompter: {
    wpm: 180,
    fontSize: 60,
    lineHeight: 1.8,
    width: 70,
    margin: 40,
    readingLine: 'centre',
    mirrorX: true,
    mirrorY: false,
    countdown: false,
    voicePacing: true,
  },
} as const;

forEachDatabase(({ build, db }) => {
  test('GET /en/user/preferences: the spec defaults until saved', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    const response = await app.inject({ url: URL, headers: bearer(token) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { data: PREFERENCE_DEFAULTS });
    assert.deepEqual(Object.keys(changed).sort(), [...PREFERENCE_KEYS].sort());
  });

  test('PUT /en/user/preferences: stores the whole object per user', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const other = await signUp(app);
    const put = await app.inject({ method: 'PUT', url: URL, headers: bearer(account.token), payload: changed });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual(json(put), { data: changed });
    assert.deepEqual(json(await app.inject({ url: URL, headers: bearer(account.token) })).data, changed);
    assert.deepEqual(json(await app.inject({ url: URL, headers: bearer(other.token) })).data, PREFERENCE_DEFAULTS);
    // A second PUT replaces the first.
    const back = await app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(account.token),
      payload: PREFERENCE_DEFAULTS,
    });
    assert.deepEqual(json(back).data, PREFERENCE_DEFAULTS);
    assert.deepEqual(json(await app.inject({ url: URL, headers: bearer(account.token) })).data, PREFERENCE_DEFAULTS);
  });

  const invalid: [string, unknown, RegExp][] = [
    [
      'an unknown key',
      { ...PREFERENCE_DEFAULTS, darkMode: true },
      /^body: Unknown preference: darkMode\. Known: compactView, /,
    ],
    [
      'two unknown keys',
      { ...PREFERENCE_DEFAULTS, darkMode: true, fontSize: 3 },
      /^body: Unknown preferences: darkMode, fontSize\./,
    ],
    ['a missing key', { ...PREFERENCE_DEFAULTS, sound: undefined }, /^sound: sound must be true or false$/],
    [
      'a string for a boolean',
      { ...PREFERENCE_DEFAULTS, autosave: 'true' },
      /^autosave: autosave must be true or false$/,
    ],
    [
      'an unknown view',
      { ...PREFERENCE_DEFAULTS, defaultView: 'table' },
      /^defaultView: defaultView must be one of: grid, list$/,
    ],
    ['an empty object', {}, /compactView must be true or false/],
    ['an array', [], /^body: /],
    [
      'a teleprompter speed out of range',
      { ...PREFERENCE_DEFAULTS, teleprompter: { ...PREFERENCE_DEFAULTS.teleprompter, wpm: 400 } },
      /^teleprompter\.wpm: teleprompter\.wpm must be between 60 and 300$/,
    ],
    [
      'an unknown reading line',
      { ...PREFERENCE_DEFAULTS, teleprompter: { ...PREFERENCE_DEFAULTS.teleprompter, readingLine: 'middle' } },
      /teleprompter\.readingLine must be one of: top, centre, bottom/,
    ],
    [
      'an unknown teleprompter setting',
      { ...PREFERENCE_DEFAULTS, teleprompter: { ...PREFERENCE_DEFAULTS.teleprompter, scrollMode: 'fast' } },
      /scrollMode/,
    ],
  ];
  for (const [name, payload, message] of invalid) {
    test(`PUT /en/user/preferences: ${name} answers 400 and stores nothing`, async (t) => {
      const app = await build(t);
      const { token } = await signUp(app);
      const response = await app.inject({
        method: 'PUT',
        url: URL,
        headers: bearer(token),
        payload: payload as object,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(json(response).message, message);
      assert.deepEqual(json(await app.inject({ url: URL, headers: bearer(token) })).data, PREFERENCE_DEFAULTS);
    });
  }

  test('stored preferences read over the defaults: a later key gets its default, a dropped one is ignored', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    await db().query('INSERT INTO user_preferences (user_id, preferences) VALUES ($1, $2)', [
      account.user.id,
      JSON.stringify({ compactView: true, defaultView: 'mosaic', retired: 1 }),
    ]);
    const response = await app.inject({ url: URL, headers: bearer(account.token) });
    assert.deepEqual(json(response).data, { ...PREFERENCE_DEFAULTS, compactView: true });
  });

  test('the preferences routes need a token: 401 without one', async (t) => {
    const app = await build(t);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: URL,
        ...(method === 'PUT' ? { payload: PREFERENCE_DEFAULTS } : {}),
      });
      assert.equal(response.statusCode, 401);
      assert.equal(json(response).message, 'Not authenticated');
    }
  });
});
