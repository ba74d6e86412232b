import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FeatureLocked, Forbidden } from '../../src/lib/domain-errors';
import { requireFeature } from '../../src/lib/feature-gate';

test('a role below the feature is refused with a 403 naming the plan that unlocks it', () => {
  assert.throws(
    () => requireFeature({ role: 'free' }, 'analytics'),
    (error: unknown) =>
      error instanceof FeatureLocked &&
      error instanceof Forbidden &&
      error.statusCode === 403 &&
      error.message ===
        'Upgrade to the Starter plan or above to use analytics. Plans are changed in Settings → Billing.',
  );
  assert.throws(() => requireFeature({ role: 'premium' }, 'apiAccess'), /Enterprise plan to use API access/);
});

test('a role at or above the feature passes', () => {
  assert.doesNotThrow(() => requireFeature({ role: 'premium' }, 'analytics'));
  assert.doesNotThrow(() => requireFeature({ role: 'enterprise' }, 'advancedAnalytics'));
  assert.doesNotThrow(() => requireFeature({ role: 'admin' }, 'customBranding'));
});
