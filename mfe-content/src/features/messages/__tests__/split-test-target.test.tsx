import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAKE_PROJECT_PUBLIC_CONSENT, SPLIT_TEST_TARGET_PRIVATE_HINT } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { makeProject, paged } from '../../../testing/fixtures';
import { SplitTestSection } from '../components/split-test-section';
import { message, testedMessage } from './fixtures';

afterEach(() => jest.restoreAllMocks());

function renderFor(isPublic: boolean) {
  jest
    .spyOn(api, 'page')
    .mockResolvedValue(paged([makeProject({ _id: message.projectId, public: isPublic })]) as never);
  const post = jest.spyOn(api, 'post').mockResolvedValue(testedMessage);
  renderWithProviders(<SplitTestSection message={message} refreshing={false} onRefresh={() => undefined} />);
  return post;
}

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run split test — 100 credits' }));

it('a private project: asks for a target and says why; nothing is sent without one', async () => {
  const post = renderFor(false);
  expect(await screen.findByText(SPLIT_TEST_TARGET_PRIVATE_HINT)).toBeInTheDocument();
  expect(screen.getByLabelText('Where the links lead')).toBeInTheDocument();
  await run();
  expect(await screen.findByText('Give the page the links lead to.')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Where the links lead'), 'https://pawsh.example/book');
  await run();
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      `/message/${message.id}/test`,
      { targetUrl: 'https://pawsh.example/book' },
      { idempotent: true },
    ),
  );
});

it('a private project: with the consent ticked (saying what becomes public), the test goes to its public page', async () => {
  const post = renderFor(false);
  await run();
  expect(await screen.findByText('Give the page the links lead to.')).toBeInTheDocument();
  const consent = await screen.findByRole('checkbox', { name: MAKE_PROJECT_PUBLIC_CONSENT });
  expect(consent).not.toBeChecked();
  expect(MAKE_PROJECT_PUBLIC_CONSENT).toMatch(
    /business name, what you sell.*not its messages, copies or collaborators/,
  );
  await userEvent.click(consent);
  expect(screen.getByLabelText('Where the links lead (optional)')).toBeInTheDocument();
  // The error asked for a target; with the consent it no longer applies, and goes at once.
  await waitFor(() => expect(screen.queryByText('Give the page the links lead to.')).not.toBeInTheDocument());
  await run();
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/message/${message.id}/test`, { makeProjectPublic: true }, { idempotent: true }),
  );
});

it('a public project: the target stays optional and no consent is asked', async () => {
  const post = renderFor(true);
  expect(await screen.findByLabelText('Where the links lead (optional)')).toBeInTheDocument();
  await waitFor(() => expect(api.page).toHaveBeenCalled());
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  await run();
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/message/${message.id}/test`, {}, { idempotent: true }));
});
