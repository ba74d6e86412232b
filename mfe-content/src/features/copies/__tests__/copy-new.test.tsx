import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CopyGenerateInput } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import CopyNewRoute from '../routes/copy-new';
import { COPY_ID, MESSAGE_ID, OTHER_COPY_ID, PROJECT_ID, makeCopy } from './fixtures';
import { mockGeneratorGet } from './generator';

const NO_CREDITS = 'Generating copy costs 30 credits; you have 20. Credits renew monthly; upgrade your plan for more.';

// Each card holds a form, a preview, a date picker and share links: slow in jsdom when the 2 cores are busy.

afterEach(() => jest.restoreAllMocks());

it('preselects project and message from the URL and shows the cost before generating', async () => {
  mockGeneratorGet();
  renderWithProviders(<CopyNewRoute />, { route: `/copies/new?projectId=${PROJECT_ID}&messageId=${MESSAGE_ID}` });
  expect(await screen.findByText('Northwind Coffee')).toBeInTheDocument();
  expect(await screen.findByText('Tagline: Roasted today, in your cup tomorrow')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open this message' })).toHaveAttribute('href', `/messages/${MESSAGE_ID}`);
  expect(screen.getByRole('button', { name: 'Generate — pick a platform' })).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'X (Twitter)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
  expect(screen.getByRole('button', { name: 'Generate for 2 platforms — 30 credits each (60)' })).toBeEnabled();
  expect(await screen.findByText('You have 500 credits.')).toBeInTheDocument();
});

it('writes the balance as the top bar does, with thousands grouped', async () => {
  mockGeneratorGet(4790);
  renderWithProviders(<CopyNewRoute />, { route: `/copies/new?projectId=${PROJECT_ID}` });
  expect(await screen.findByText('You have 4,790 credits.')).toBeInTheDocument();
});

it('sends one request per platform and shows a card for each', async () => {
  mockGeneratorGet();
  const post = jest.spyOn(api, 'post').mockImplementation(async (_url: string, body?: unknown) => {
    const { platform } = body as CopyGenerateInput;
    return [makeCopy({ id: platform === 'twitter' ? COPY_ID : OTHER_COPY_ID, platform, format: 'caption' })];
  });
  const { queryClient } = renderWithProviders(<CopyNewRoute />, {
    route: `/copies/new?projectId=${PROJECT_ID}&messageId=${MESSAGE_ID}`,
  });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'X (Twitter)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Caption' }));
  await userEvent.click(screen.getByRole('button', { name: 'Generate for 2 platforms — 30 credits each (60)' }));

  expect(await screen.findByRole('region', { name: 'X (Twitter) copy' })).toBeInTheDocument();
  // One platform at a time: the other is a tab away.
  await userEvent.click(screen.getByRole('tab', { name: 'LinkedIn' }));
  expect(screen.getByRole('region', { name: 'LinkedIn copy' })).toBeVisible();
  expect(post).toHaveBeenCalledTimes(2);
  for (const platform of ['twitter', 'linkedin']) {
    expect(post).toHaveBeenCalledWith(
      '/copy/generate',
      { projectId: PROJECT_ID, messageId: MESSAGE_ID, format: 'caption', platform },
      { idempotent: true },
    );
  }
  expect(screen.getByRole('heading', { name: 'Generated copies', level: 3 })).toBeInTheDocument();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['credits'] });
});

it("shows the server's 402 message for the platform it refused, and the copies of the others", async () => {
  mockGeneratorGet();
  jest.spyOn(api, 'post').mockImplementation(async (_url: string, body?: unknown) => {
    const { platform } = body as CopyGenerateInput;
    if (platform === 'linkedin')
      throw httpError(402, { statusCode: 402, error: 'Payment Required', message: NO_CREDITS });
    return [makeCopy()];
  });
  renderWithProviders(<CopyNewRoute />, { route: `/copies/new?projectId=${PROJECT_ID}` });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'X (Twitter)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
  await userEvent.click(screen.getByRole('button', { name: /Generate for 2 platforms/ }));
  const refused = (await screen.findByText(`LinkedIn: ${NO_CREDITS}`)).closest('[role="alert"]') as HTMLElement;
  expect(within(refused).getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=starter',
  );
  expect(screen.getByRole('region', { name: 'X (Twitter) copy' })).toBeInTheDocument();
});

it("shows the writer's note naming the fields to add when a platform got nothing strong (422), with the way to add them", async () => {
  const NOTE =
    'No copy could be written from these fields; add a unique value or the problem you solve for more. Nothing was charged.';
  mockGeneratorGet();
  jest.spyOn(api, 'post').mockImplementation(async (_url: string, body?: unknown) => {
    const { platform } = body as CopyGenerateInput;
    if (platform === 'linkedin')
      throw httpError(422, { statusCode: 422, error: 'Unprocessable Entity', message: NOTE });
    return [makeCopy()];
  });
  renderWithProviders(<CopyNewRoute />, { route: `/copies/new?projectId=${PROJECT_ID}` });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'X (Twitter)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
  await userEvent.click(screen.getByRole('button', { name: /Generate for 2 platforms/ }));
  const note = (await screen.findByText(`LinkedIn: ${NOTE}`)).closest('.ant-alert') as HTMLElement;
  expect(note).toHaveClass('ant-alert-info');
  expect(within(note).getByRole('link', { name: 'Edit brand fields' })).toHaveAttribute(
    'href',
    `/projects/${PROJECT_ID}/edit`,
  );
  expect(screen.getByRole('region', { name: 'X (Twitter) copy' })).toBeInTheDocument();
  // Trying again changes nothing until the fields do: LinkedIn is not left picked.
  expect(screen.getByRole('checkbox', { name: 'LinkedIn' })).not.toBeChecked();
});

it('keeps a project the user can only read out of reach', async () => {
  mockGeneratorGet();
  renderWithProviders(<CopyNewRoute />, { route: '/copies/new?projectId=p-shared' });
  expect(await screen.findByText('You can only read this project: pick one you own or edit.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
  expect(screen.getByRole('button', { name: 'Generate for 1 platform — 30 credits' })).toBeDisabled();
});
