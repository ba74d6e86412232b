import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forEachDatabase } from '../../helpers';
import { call, createCopy, createProject, expectData } from '../copy/fixtures';
import { account, data } from './fixtures';

/* The activity says what happened: Brandcast posts nothing itself yet, so a copy's publish is a mark, in its words. */
forEachDatabase(({ db, build }) => {
  test('a copy marked as published reads so in the activity; a published message reads as published', async (t) => {
    const server = await build(t);
    const owner = await account(server, db(), 'premium');
    const project = await createProject(server, owner, 'Northwind Coffee');
    const copy = await createCopy(server, owner, { projectId: project._id, title: 'Spring launch' });
    expectData(await call(server, owner, 'POST', `/copy/${copy.id}/publish`), 200);
    const message = expectData<{ id: string }>(
      await call(server, owner, 'POST', '/message', {
        projectId: project._id,
        type: 'tagline',
        title: 'Fresh beans',
        content: 'Coffee roasted yesterday, in your cup tomorrow.',
      }),
      201,
    );
    expectData(await call(server, owner, 'POST', `/message/${message.id}/publish`), 200);

    const activity = await data<Array<{ type: string; title: string; description: string }>>(
      server,
      owner,
      '/activity',
    );
    const copyEntry = activity.find((entry) => entry.type === 'copy.published');
    assert.equal(copyEntry?.title, 'Copy marked as published');
    assert.equal(copyEntry?.description, 'You marked copy “Spring launch” as published in Northwind Coffee.');
    const messageEntry = activity.find((entry) => entry.type === 'message.published');
    assert.equal(messageEntry?.title, 'Message published');
    assert.equal(messageEntry?.description, 'You published message “Fresh beans” in Northwind Coffee.');
  });
});
