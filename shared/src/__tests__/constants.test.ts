import {
  PLANS,
  PLATFORM_CAPS,
  canUseFeature,
  featureLockedMessage,
  PLAN_ROLE,
  planUnlocking,
  upgradePath,
  hasRole,
  planLimitMessage,
  projectDescription,
  projectName,
  safeNextPath,
  truncateToCap,
} from '../index';

describe('truncateToCap (spec section 5)', () => {
  it('keeps text within the cap as it is', () => {
    const text = 'a'.repeat(PLATFORM_CAPS.twitter);
    expect(truncateToCap(text, 'twitter')).toBe(text);
  });

  it('cuts text beyond the cap to cap - 3 characters and an ellipsis', () => {
    const result = truncateToCap('b'.repeat(200), 'tiktok');
    expect(result).toHaveLength(PLATFORM_CAPS.tiktok);
    expect(result.endsWith('...')).toBe(true);
    expect(result.slice(0, -3)).toBe('b'.repeat(147));
  });
});

describe('roles (spec section 6)', () => {
  it('passes a check when the rank is at least the required rank', () => {
    expect(hasRole('admin', 'enterprise')).toBe(true);
    expect(hasRole('premium', 'premium')).toBe(true);
    expect(hasRole('free', 'premium')).toBe(false);
    expect(hasRole(undefined, 'free')).toBe(false);
  });

  it('opens analytics to any non-free role and advanced analytics to enterprise and admin', () => {
    expect(canUseFeature('free', 'projects')).toBe(true);
    expect(canUseFeature('free', 'analytics')).toBe(false);
    expect(canUseFeature('premium', 'analytics')).toBe(true);
    expect(canUseFeature('premium', 'advancedAnalytics')).toBe(false);
    expect(canUseFeature('enterprise', 'apiAccess')).toBe(true);
  });
});

describe('plans (spec section 9)', () => {
  it('names the plan and its limit in the limit message', () => {
    expect(planLimitMessage('free')).toBe(
      'The Free plan allows 3 projects. Nothing is deleted: delete a project, or upgrade your plan in Settings → Billing to create more.',
    );
    expect(PLANS.professional.recommended).toBe(true);
    expect(PLANS.enterprise.teamMembers).toBeNull();
  });
});

describe('project client view (spec section 3)', () => {
  it("names a project by its business name, or 'Untitled Project'", () => {
    expect(projectName({ businessName: '  Northwind ' })).toBe('Northwind');
    expect(projectName({ businessName: '' })).toBe('Untitled Project');
  });

  it("describes it as 'We help {audience} who struggle with {problem}.'", () => {
    expect(projectDescription({ whoYouSellTo: 'home baristas', problemYouSolve: 'stale coffee.' })).toBe(
      'We help home baristas who struggle with stale coffee.',
    );
    expect(projectDescription({ whoYouSellTo: '', problemYouSolve: '' })).toBe('');
  });

  it("reads each field as it stands mid-sentence: a capital typed at a field's start goes, a cased word stays", () => {
    expect(projectDescription({ whoYouSellTo: 'Designers and developers', problemYouSolve: 'Slow handoffs' })).toBe(
      'We help designers and developers who struggle with slow handoffs.',
    );
    expect(projectDescription({ whoYouSellTo: 'SaaS founders', problemYouSolve: 'iOS review delays' })).toBe(
      'We help SaaS founders who struggle with iOS review delays.',
    );
    expect(projectDescription({ whoYouSellTo: 'Etsy sellers', problemYouSolve: 'UK VAT paperwork' })).toBe(
      'We help Etsy sellers who struggle with UK VAT paperwork.',
    );
  });
});

describe('safeNextPath', () => {
  it('only returns to paths of this app', () => {
    expect(safeNextPath('/projects?page=2')).toBe('/projects?page=2');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('https://evil.example')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });
});

describe('platforms: their own numbers and ways to share', () => {
  it('Instagram has no retweets; every platform counts clicks (its tracked link counts them anywhere)', async () => {
    const { PLATFORMS, PLATFORM_METRICS, PLATFORM_SHARING, metricsOf } = await import('../index');
    expect(metricsOf('instagram')).toEqual(['views', 'likes', 'shares', 'comments', 'clicks']);
    expect(metricsOf('email')).toEqual(['views', 'clicks']);
    expect(PLATFORM_METRICS.email.views).toBe('Opens');
    for (const platform of PLATFORMS) expect(metricsOf(platform)).toContain('clicks');
    expect(PLATFORMS.filter((platform) => metricsOf(platform).includes('retweets'))).toEqual(['twitter']);
    expect(PLATFORM_SHARING.instagram).toEqual({ method: 'copy-and-open', open: 'https://www.instagram.com/' });
    expect(PLATFORM_SHARING.facebook.method).toBe('link');
  });
});

describe('what each plan unlocks (spec sections 6 and 9)', () => {
  it('names the cheapest plan whose role reaches the feature', () => {
    expect(planUnlocking('projects')).toBe('free');
    expect(planUnlocking('analytics')).toBe('starter');
    expect(planUnlocking('teamCollaboration')).toBe('starter');
    expect(planUnlocking('advancedAnalytics')).toBe('enterprise');
    expect(planUnlocking('apiAccess')).toBe('enterprise');
    expect(planUnlocking('customBranding')).toBe('enterprise');
  });

  it('gives each plan its role: starter and professional are premium', () => {
    expect(PLAN_ROLE).toEqual({ free: 'free', starter: 'premium', professional: 'premium', enterprise: 'enterprise' });
  });

  it('tells a person which plan unlocks a feature and where to change it', () => {
    expect(featureLockedMessage('analytics')).toBe(
      'Upgrade to the Starter plan or above to use analytics. Plans are changed in Settings → Billing.',
    );
    expect(featureLockedMessage('apiAccess')).toBe(
      'Upgrade to the Enterprise plan to use API access. Plans are changed in Settings → Billing.',
    );
    expect(upgradePath('advancedAnalytics')).toBe('/settings/billing?plan=enterprise');
    expect(upgradePath()).toBe('/settings/billing');
  });
});
