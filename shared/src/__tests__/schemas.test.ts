import {
  copyPerformanceImportSchema,
  messageGenerateSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectUpdateSchema,
  signUpSchema,
} from '../index';

describe('signUpSchema', () => {
  it('lower-cases the email and trims names', () => {
    const parsed = signUpSchema.parse({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'Ada@Example.COM',
      password: 'longenough',
    });
    expect(parsed).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'longenough',
    });
  });

  it('says what is wrong with a short password and a bad email', () => {
    const result = signUpSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'email: Enter a valid email address',
        'password: Password must be at least 8 characters',
      ]),
    );
  });
});

describe('project schemas', () => {
  it('defaults missing brand fields to empty text (spec section 5)', () => {
    const parsed = projectCreateSchema.parse({ details: { businessName: 'Northwind' } });
    expect(parsed.details.businessName).toBe('Northwind');
    expect(parsed.details.whoYouSellTo).toBe('');
    expect(Object.keys(parsed.details)).toHaveLength(9);
  });

  it('rejects an over-long field naming it', () => {
    const result = projectCreateSchema.safeParse({ details: { businessName: 'x'.repeat(121) } });
    expect(result.error?.issues[0]?.message).toBe('Business name must be at most 120 characters');
  });

  it('leaves fields out of a partial update', () => {
    expect(projectUpdateSchema.parse({ details: { location: 'Oslo' } }).details).toEqual({ location: 'Oslo' });
    expect(projectUpdateSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });

  it('coerces paging and rejects nonsense', () => {
    expect(projectListQuerySchema.parse({ page: '2', size: '50' })).toMatchObject({
      page: 2,
      size: 50,
      sort: '-updatedAt',
    });
    expect(projectListQuerySchema.safeParse({ size: '101' }).success).toBe(false);
    expect(projectListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(projectListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });
});

describe('request bodies refuse fields they do not know', () => {
  const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('names a misplaced field and the fields the body takes, rather than dropping it', () => {
    expect(messagesOf(projectCreateSchema.safeParse({ businessName: 'Northwind' }))).toEqual([
      ': Unknown field: businessName. Known: details, voice, type, dueDate',
    ]);
    expect(
      messagesOf(
        messageGenerateSchema.safeParse({ projectId: '3f0c2a4e-8b1d-4c5e-9f6a-7b8c9d0e1f2a', type: 'tagline', cnt: 2 }),
      ),
    ).toEqual([': Unknown field: cnt. Known: projectId, type, count']);
  });

  it('checks each imported performance row, listing id among the known columns', () => {
    const result = copyPerformanceImportSchema.safeParse({
      rows: [{ id: '3f0c2a4e-8b1d-4c5e-9f6a-7b8c9d0e1f2a', views: 3, impressions: 9 }],
    });
    expect(messagesOf(result)).toEqual([
      expect.stringMatching(/^rows\.0: Unknown field: impressions\. Known: id, views, /),
    ]);
  });
});
