import type { PlanId } from '@brandcast/shared';
import { bearer, json, type Account, type DatabaseSuite } from '../../helpers';
import { multipart } from '../en/auth/images';

/** The branding tests' helpers over one database suite: a plan, a colour or logo set, a public project. */
export function brandingKit(db: DatabaseSuite['db']) {
  const setPlan = (
    userId: string,
    plan: PlanId,
    role = plan === 'enterprise' ? 'enterprise' : plan === 'free' ? 'free' : 'premium',
  ) => db().query('UPDATE users SET plan = $1, role = $2 WHERE id = $3', [plan, role, userId]);
  type App = Awaited<ReturnType<DatabaseSuite['build']>>;
  const putColor = (app: App, account: Account, color: unknown) =>
    app.inject({ method: 'PUT', url: '/api/branding/color', headers: bearer(account.token), payload: { color } });
  const putLogo = (app: App, account: Account, data: Buffer, type = 'image/png', field = 'logo') => {
    const upload = multipart(field, 'logo.png', type, data);
    return app.inject({
      method: 'PUT',
      url: '/api/branding/logo',
      headers: { ...bearer(account.token), ...upload.headers },
      payload: upload.payload,
    });
  };
  const publicProject = async (app: App, owner: Account) => {
    const project = json(
      await app.inject({
        method: 'POST',
        url: '/api/project',
        headers: bearer(owner.token),
        payload: { details: { businessName: 'Northwind <Coffee>' } },
      }),
    ).data;
    await app.inject({
      method: 'PATCH',
      url: `/api/project/${project._id}`,
      headers: bearer(owner.token),
      payload: { public: true },
    });
    return project._id as string;
  };
  return { setPlan, putColor, putLogo, publicProject };
}
