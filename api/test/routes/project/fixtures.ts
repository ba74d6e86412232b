import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { PlanId } from '@brandcast/shared';
import { bearer, json, signUp, type Account, type TestDatabase } from '../../helpers';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Projects shared with collaborators, on the test file's database. */
export function teamFixtures(db: () => TestDatabase) {
  const setPlan = (userId: string, plan: PlanId) =>
    db().query('UPDATE users SET plan = $1 WHERE id = $2', [plan, userId]);

  const createProject = async (app: FastifyInstance, account: Account, payload: object = {}) => {
    const response = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(account.token), payload });
    assert.equal(response.statusCode, 201, response.body);
    return json(response).data;
  };

  const invite = (app: FastifyInstance, owner: Account, projectId: string, email: string, role: 'editor' | 'viewer') =>
    app.inject({
      method: 'POST',
      url: `/api/project/${projectId}/collaborators`,
      headers: bearer(owner.token),
      payload: { email, role },
    });

  /** An owner on the starter plan (2 collaborators) with one project shared with an editor and a viewer, and a stranger. */
  async function team(app: FastifyInstance) {
    const owner = await signUp(app, { firstName: 'Olivia', lastName: 'Owner' });
    const editor = await signUp(app, { firstName: 'Eddie', lastName: 'Editor' });
    const viewer = await signUp(app, { firstName: 'Vera', lastName: 'Viewer' });
    const stranger = await signUp(app);
    await setPlan(owner.user.id, 'starter');
    const project = await createProject(app, owner, {
      details: { businessName: 'Northwind Coffee', whoYouSellTo: 'Home baristas' },
    });
    assert.equal((await invite(app, owner, project._id, editor.email, 'editor')).statusCode, 201);
    assert.equal((await invite(app, owner, project._id, viewer.email, 'viewer')).statusCode, 201);
    return { owner, editor, viewer, stranger, project };
  }

  return { setPlan, createProject, invite, team };
}
