import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { signUp, type Account, type TestDatabase } from '../../../helpers';
import type { Http } from '../auth/http-fixtures';

/* Shared by the two-factor tests (not a test file itself): codes, the two sign-in steps, an account with it on. */

/** What an authenticator app shows for this secret, `offsetSteps` periods from now. */
export const codeFor = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

export const signIn = (http: Http, account: Account) =>
  http.request('POST', '/en/auth/signin', { body: { email: account.email, password: account.password } });
export const secondStep = (http: Http, challenge: string, code: string) =>
  http.request('POST', '/en/auth/signin/two-factor', { body: { challenge, code } });

/** Accounts with two-factor on, on the test file's database. */
export function twoFactorFixtures(db: () => TestDatabase) {
  /** Lets a time step pass for the account: the next code is a new one (the server accepts each step once). */
  const stepPasses = (userId: string) =>
    db().query('UPDATE users SET totp_last_step = totp_last_step - 2 WHERE id = $1', [userId]);

  /** An account with two-factor on: its secret and recovery codes. */
  async function withTwoFactor(http: Http, app: Parameters<typeof signUp>[0]) {
    const account = await signUp(app);
    const setup = await http.request('POST', '/en/user/two-factor/setup', {
      token: account.token,
      body: { currentPassword: account.password },
    });
    assert.equal(setup.status, 200);
    const { secret } = setup.body.data;
    const enabled = await http.request('POST', '/en/user/two-factor/enable', {
      token: account.token,
      body: { code: codeFor(secret) },
    });
    assert.equal(enabled.status, 200);
    await stepPasses(account.user.id);
    return { account, secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
  }

  return { stepPasses, withTwoFactor };
}
