/**
 * axios is not in a page's first load: `@brandcast/shared/client` (the auth atom, `api`, getErrorMessage, …) loads
 * without it, and the client (http.ts, one axios instance) comes with the first call. A page that makes no call
 * before its first paint (the sign-in page) keeps its budget.
 */
const mockLoaded: string[] = [];

jest.mock('axios', () => {
  mockLoaded.push('axios');
  const actual = jest.requireActual('axios');
  // No network here: the instance created from these defaults answers every call with an envelope.
  actual.default.defaults.adapter = async (config: unknown) => ({
    data: { data: 'answered' },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  return actual;
});

it('loads axios with the first call, not with @brandcast/shared/client', async () => {
  const shared = await import('../client');
  expect(shared.getErrorMessage(new Error('x'), 'Failed')).toBe('Failed');
  expect(shared.isHttpError({ isAxiosError: true })).toBe(true);
  expect(mockLoaded).toEqual([]);
  await expect(shared.api.get('/project')).resolves.toBe('answered');
  expect(mockLoaded).toEqual(['axios']);
});
