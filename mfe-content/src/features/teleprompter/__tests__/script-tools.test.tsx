import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_DEFAULTS, type Script } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { httpError, pickOption, renderWithProviders } from '@brandcast/shared/testing';
import { MESSAGE_ID, PROJECT_ID, credits, makeMessage, makeProject, paged } from '../../../testing/fixtures';
import TeleprompterRoute from '../routes/teleprompter';

const SCRIPT_ID = '5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const GENERATED =
  '# Hook\nMeet Northwind Coffee.\n\n# Body\nSmall-batch beans, roasted this week.\n\n# Call to action\nSubscribe today.';

function makeScript(overrides: Partial<Script> = {}): Script {
  return {
    id: SCRIPT_ID,
    projectId: PROJECT_ID,
    projectName: 'Northwind Coffee',
    messageId: null,
    userId: 'u1',
    title: 'Northwind Coffee: 30-second script',
    content: GENERATED,
    targetSeconds: 30,
    wordCount: 11,
    estimatedSeconds: 4,
    provider: 'built-in',
    providerNote: null,
    role: 'owner',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function mockGet({ balance = 500, script = makeScript() }: { balance?: number; script?: Script } = {}) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project')
      return paged([
        makeProject(),
        makeProject({
          _id: 'p-shared',
          role: 'viewer',
          details: { ...makeProject().details, businessName: 'Shared Co' },
        }),
      ]);
    if (url === '/message') return paged([makeMessage()]);
    if (url === '/credits') return credits(balance);
    if (url === `/script/${SCRIPT_ID}`) return script;
    if (url === '/script') return paged([]);
    throw new Error(`unexpected GET ${url}`);
  });
}

const renderPrompter = (route = '/teleprompter') =>
  renderWithProviders(<TeleprompterRoute />, { route, preferences: PREFERENCE_DEFAULTS });

afterEach(() => jest.restoreAllMocks());

it('opens a script from ?script=, ready to read, and saves its changes back', async () => {
  const get = mockGet();
  const patch = jest
    .spyOn(api, 'patch')
    .mockImplementation(async (_url: string, body?: unknown) => makeScript(body as Partial<Script>));
  renderPrompter(`/teleprompter?script=${SCRIPT_ID}`);
  expect(await screen.findByText('From the script “Northwind Coffee: 30-second script”')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(`/script/${SCRIPT_ID}`);
  expect(screen.getByLabelText('Text to read')).toHaveValue(GENERATED);
  expect(screen.getByTestId('script-estimate')).toHaveTextContent('3 sections');

  await userEvent.type(screen.getByLabelText('Text to read'), ' Now.');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes to this script' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith(`/script/${SCRIPT_ID}`, { content: `${GENERATED} Now.` }));
});

it('a viewer reads a script but has no way to save changes to it', async () => {
  mockGet({ script: makeScript({ role: 'viewer', projectId: 'p-shared' }) });
  renderPrompter(`/teleprompter?script=${SCRIPT_ID}`);
  expect(await screen.findByText('From the script “Northwind Coffee: 30-second script”')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save changes to this script' })).not.toBeInTheDocument();
});

it('writes a script from a project and a message at the chosen length, showing its 80-credit cost first', async () => {
  mockGet();
  const post = jest.spyOn(api, 'post').mockResolvedValue(makeScript({ targetSeconds: 60, messageId: MESSAGE_ID }));
  const { queryClient } = renderPrompter();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  expect(screen.getByRole('button', { name: 'Write a 30-second script — 80 credits' })).toBeDisabled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
  expect(screen.queryByTitle('Shared Co')).not.toBeInTheDocument();
  await pickOption('Northwind Coffee');
  await userEvent.click(screen.getByRole('combobox', { name: 'Brand message (optional)' }));
  await pickOption('Tagline: Roasted today, in your cup tomorrow');
  await userEvent.click(screen.getByRole('radio', { name: '60 s' }));
  expect(await screen.findByText('You have 500 credits.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Write a 60-second script — 80 credits' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      '/script/generate',
      { projectId: PROJECT_ID, messageId: MESSAGE_ID, seconds: 60 },
      { idempotent: true },
    ),
  );
  // The script is on the page, and the address names it.
  expect(await screen.findByText('From the script “Northwind Coffee: 30-second script”')).toBeInTheDocument();
  expect(screen.getByLabelText('Text to read')).toHaveValue(GENERATED);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['credits'] });
});

it('writes the balance with thousands grouped', async () => {
  mockGet({ balance: 4790 });
  renderPrompter();
  await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
  await pickOption('Northwind Coffee');
  expect(await screen.findByTestId('script-credits')).toHaveTextContent('You have 4,790 credits.');
});

it('says one credit, not one credits', async () => {
  mockGet({ balance: 1 });
  renderPrompter();
  await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
  await pickOption('Northwind Coffee');
  expect(await screen.findByTestId('script-credits')).toHaveTextContent('You have 1 credit; a script needs 80.');
});

it("shows the server's 402 message and warns before when the balance is short", async () => {
  const message =
    'Writing a video script costs 80 credits; you have 20. Credits renew monthly; upgrade your plan for more.';
  mockGet({ balance: 20 });
  jest.spyOn(api, 'post').mockRejectedValue(httpError(402, { statusCode: 402, error: 'Payment Required', message }));
  renderPrompter();
  await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
  await pickOption('Northwind Coffee');
  expect(await screen.findByTestId('script-credits')).toHaveTextContent('You have 20 credits; a script needs 80.');
  await userEvent.click(screen.getByRole('button', { name: 'Write a 30-second script — 80 credits' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('saves pasted text as a script of a project, with its title', async () => {
  mockGet();
  const post = jest
    .spyOn(api, 'post')
    .mockImplementation(async (_url: string, body?: unknown) => makeScript(body as Partial<Script>));
  renderPrompter();
  await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
  await pickOption('Northwind Coffee');
  expect(screen.getByRole('button', { name: 'Save as a script' })).toBeDisabled();
  await userEvent.click(screen.getByLabelText('Text to read'));
  await userEvent.paste('# Intro\nHello there.');
  await userEvent.type(screen.getByLabelText('Title (optional)'), 'Launch video');
  await userEvent.click(screen.getByRole('button', { name: 'Save as a script' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/script', {
      projectId: PROJECT_ID,
      content: '# Intro\nHello there.',
      title: 'Launch video',
    }),
  );
  expect(await screen.findByText('From the script “Launch video”')).toBeInTheDocument();
});

it("lists the project's saved scripts, and opens one", async () => {
  const other = makeScript({
    id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    title: 'Launch video',
    content: '# Intro\nHello there.',
    estimatedSeconds: 75,
  });
  const get = mockGet();
  const base = get.getMockImplementation()!;
  get.mockImplementation(async (url: string, config?: unknown) => {
    if (url === '/script') return paged([other, makeScript()]);
    return base(url, config as never);
  });
  renderPrompter();
  await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
  await pickOption('Northwind Coffee');
  await userEvent.click(await screen.findByRole('combobox', { name: 'Open a saved script' }));
  expect(get).toHaveBeenCalledWith('/script', { params: { projectId: PROJECT_ID, size: 100 } });
  await pickOption('Launch video (1:15)');
  expect(await screen.findByText('From the script “Launch video”')).toBeInTheDocument();
  expect(screen.getByLabelText('Text to read')).toHaveValue('# Intro\nHello there.');
});
