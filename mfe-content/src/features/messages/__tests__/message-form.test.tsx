import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { creditsQueryKey, api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import { useState } from 'react';
import { MessageForm } from '../components/message-form';
import MessageEditRoute from '../routes/message-edit';
import MessageNewRoute from '../routes/message-new';
import { PROJECT_ID, message, paged, project } from './fixtures';

function renderNew(route = `/messages/new?projectId=${PROJECT_ID}`) {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url === '/project' ? paged([project]) : message));
  return renderWithProviders(
    <Routes>
      <Route path="/messages/new" element={<MessageNewRoute />} />
      <Route path="/messages/:messageId" element={<h1>Message page</h1>} />
    </Routes>,
    { route },
  );
}

/** A dial's number, read from its accessible name ("Preview Clarity: 94 out of 100"). */
function dial(name: string): number {
  const label = screen.getByRole('progressbar', { name: new RegExp(`^Preview ${name}: `) }).getAttribute('aria-label')!;
  return Number(/: (\d+) out of 100$/.exec(label)![1]);
}

const typeMessage = (text: string) => fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });

afterEach(() => jest.restoreAllMocks());

it('previews the score live as you type: jargon scores lower clarity than plain words, and says why', async () => {
  renderNew();
  const preview = await screen.findByRole('region', { name: 'Live score preview' });
  expect(within(preview).getByText(/Write the message to see/)).toBeInTheDocument();

  typeMessage('Fresh coffee, roasted the day it ships.');
  await waitFor(() => expect(dial('Clarity')).toBeGreaterThan(80));
  const plain = dial('Clarity');
  expect(within(preview).getByText('No business jargon.')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: /^Preview Overall score: \d+ out of 100$/ })).toBeInTheDocument();

  typeMessage(
    'Leveraging synergistic paradigms to operationalize holistic, scalable, best-of-breed ecosystem solutions.',
  );
  await waitFor(() => expect(dial('Clarity')).toBeLessThan(plain));
  expect(within(preview).getByText(/8 jargon terms \(leveraging, synergistic/)).toBeInTheDocument();
  // A part's effect on its metric, signed.
  expect(within(preview).getAllByLabelText('-45 points').length).toBeGreaterThan(0);
});

it('takes the project from the link and saves a new message, then opens it', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...message, id: 'm9' });
  renderNew();
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Project' }).closest('.ant-select')).toHaveTextContent(
      'Northwind Coffee',
    ),
  );
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Morning tagline' } });
  typeMessage('Fresh coffee, roasted the day it ships.');
  await userEvent.click(screen.getByRole('button', { name: 'Save message' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/message', {
      projectId: PROJECT_ID,
      type: 'tagline',
      title: 'Morning tagline',
      content: 'Fresh coffee, roasted the day it ships.',
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Message page' })).toBeInTheDocument();
});

it('refuses to save without a project or a text, with messages that say what is missing', async () => {
  const post = jest.spyOn(api, 'post');
  renderNew('/messages/new');
  await screen.findByRole('region', { name: 'Live score preview' });
  await userEvent.click(screen.getByRole('button', { name: 'Save message' }));
  expect(await screen.findByText('Write the message first')).toBeInTheDocument();
  expect(screen.getByText('Pick the project this message is for')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('shows the cost on Generate, then the saved candidates with their scores and writer; choosing one opens it', async () => {
  const candidates = [
    {
      ...message,
      id: 'g1',
      title: '',
      content: 'Coffee roasted the day it ships.',
      provider: 'built-in' as const,
      providerNote: 'The AI model did not answer in time; the built-in writer stood in.',
    },
    {
      ...message,
      id: 'g2',
      title: '',
      content: 'Never drink stale coffee again.',
      provider: 'built-in' as const,
      providerNote: 'The AI model did not answer in time; the built-in writer stood in.',
    },
    {
      ...message,
      id: 'g3',
      title: '',
      content: 'Your mornings, freshly roasted.',
      provider: 'built-in' as const,
      providerNote: 'The AI model did not answer in time; the built-in writer stood in.',
    },
  ];
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: candidates });
  const { queryClient } = renderNew();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const generate = await screen.findByRole('button', { name: 'Generate — 50 credits' });
  await waitFor(() => expect(generate).toBeEnabled());
  await userEvent.click(generate);
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      '/message/generate',
      { projectId: PROJECT_ID, type: 'tagline', count: 3 },
      { wholeBody: true, idempotent: true },
    ),
  );

  const list = await screen.findByRole('region', { name: 'Candidates' });
  expect(within(list).getByText('Never drink stale coffee again.')).toBeInTheDocument();
  expect(within(list).getAllByText('Written by Brandcast built-in writer')).toHaveLength(3);
  expect(within(list).getAllByText(/^Preview score \d+ · clarity \d+ · impact \d+ · memorability \d+$/)).toHaveLength(
    3,
  );
  expect(screen.getByText('The AI model did not answer in time; the built-in writer stood in.')).toBeInTheDocument();
  expect(screen.getByText(/All 3 candidates are saved as drafts/)).toBeInTheDocument();
  // The balance the shell shows is asked for again after a charge.
  expect(invalidate).toHaveBeenCalledWith({ queryKey: creditsQueryKey });

  await userEvent.click(screen.getByRole('button', { name: 'Choose candidate 2' }));
  expect(await screen.findByRole('heading', { name: 'Message page' })).toBeInTheDocument();
});

it('says why when the brand fields gave fewer candidates than asked', async () => {
  const note =
    'Only 1 strong line could be written from these fields; add a unique value or the problem you solve for more.';
  jest.spyOn(api, 'post').mockResolvedValue({
    data: [{ ...message, id: 'g1', content: 'Yoga classes in Leeds.', provider: 'built-in' as const }],
    note,
  });
  renderNew();
  const generate = await screen.findByRole('button', { name: 'Generate — 50 credits' });
  await waitFor(() => expect(generate).toBeEnabled());
  await userEvent.click(generate);
  const list = await screen.findByRole('region', { name: 'Candidates' });
  expect(within(list).getByText('Yoga classes in Leeds.')).toBeInTheDocument();
  expect(within(list).getByText(note)).toBeInTheDocument();
  expect(within(list).getByText('The candidate is saved as a draft.')).toBeInTheDocument();
});

it("shows the server's message when there are not enough credits", async () => {
  jest.spyOn(api, 'post').mockRejectedValue(
    httpError(402, {
      statusCode: 402,
      error: 'Payment Required',
      message:
        'Generating a brand message costs 50 credits; you have 20. Credits renew monthly; upgrade your plan for more.',
    }),
  );
  renderNew();
  const generate = await screen.findByRole('button', { name: 'Generate — 50 credits' });
  await waitFor(() => expect(generate).toBeEnabled());
  await userEvent.click(generate);
  expect(await screen.findByText(/Generating a brand message costs 50 credits; you have 20\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=starter',
  );
});

it('falls back to the catalogue message when generation fails without one', async () => {
  jest.spyOn(api, 'post').mockRejectedValue(httpError(500));
  renderNew();
  const generate = await screen.findByRole('button', { name: 'Generate — 50 credits' });
  await waitFor(() => expect(generate).toBeEnabled());
  await userEvent.click(generate);
  expect(await screen.findByText('Failed to generate AI message')).toBeInTheDocument();
});

describe('editing', () => {
  function renderEdit(answer = message) {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url === '/project' ? paged([project]) : answer));
    return renderWithProviders(
      <Routes>
        <Route path="/messages/:messageId/edit" element={<MessageEditRoute />} />
        <Route path="/messages/:messageId" element={<h1>Message page</h1>} />
      </Routes>,
      { route: '/messages/m1/edit' },
    );
  }

  it('fills the form with the message and saves the changes with PATCH', async () => {
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ ...message, content: 'Roasted today.' });
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Morning tagline' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Fresh coffee, roasted the day it ships.');
    expect(screen.getByRole('combobox', { name: 'Project' })).toBeDisabled();
    typeMessage('Roasted today.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/message/m1', {
        type: 'tagline',
        title: 'Morning tagline',
        content: 'Roasted today.',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Message page' })).toBeInTheDocument();
  });

  it('shows the title a save brought back (it follows the text), unless the person typed a title of their own', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url === '/project' ? paged([project]) : message));
    /** The form as the edit page holds it: the message is replaced by what each save answers. */
    function Saved() {
      const [saved, setSaved] = useState(message);
      return (
        <>
          <button type="button" onClick={() => setSaved((m) => ({ ...m, title: `${m.title} (saved)` }))}>
            Server answers
          </button>
          <MessageForm initial={saved} submitLabel="Save changes" pending={false} onSubmit={() => undefined} />
        </>
      );
    }
    renderWithProviders(<Saved />);
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Morning tagline');
    await userEvent.click(screen.getByRole('button', { name: 'Server answers' }));
    expect(title).toHaveValue('Morning tagline (saved)');
    await userEvent.clear(title);
    await userEvent.type(title, 'My own');
    await userEvent.click(screen.getByRole('button', { name: 'Server answers' }));
    expect(title).toHaveValue('My own');
  });

  it('puts a generated candidate into the form being edited, and stays on the page with the edits', async () => {
    const candidate = {
      ...message,
      id: 'g1',
      title: '',
      content: 'Never drink stale coffee again.',
      provider: 'built-in' as const,
    };
    jest.spyOn(api, 'post').mockResolvedValue({ data: [candidate] });
    const patch = jest.spyOn(api, 'patch').mockResolvedValue(message);
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Morning tagline' });
    await userEvent.click(screen.getByRole('button', { name: 'Generate — 50 credits' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use candidate 1' }));
    expect(screen.getByLabelText('Message')).toHaveValue('Never drink stale coffee again.');
    expect(screen.queryByRole('heading', { name: 'Message page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/message/m1', {
        type: 'tagline',
        title: 'Morning tagline',
        content: 'Never drink stale coffee again.',
      }),
    );
  });

  it('tells a viewer they can read but not change the message', async () => {
    renderEdit({ ...message, role: 'viewer' });
    expect(await screen.findByText('You can read this message but not change it')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('does not offer to edit an archived message, and says what to do instead', async () => {
    renderEdit({ ...message, status: 'archived' });
    expect(await screen.findByText('This message is archived')).toBeInTheDocument();
    expect(screen.getByText(/Duplicate it from its page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('shows a missing message as not found', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(httpError(404, { message: 'Message not found.' }));
    renderWithProviders(
      <Routes>
        <Route path="/messages/:messageId/edit" element={<MessageEditRoute />} />
      </Routes>,
      { route: '/messages/nope/edit' },
    );
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages');
  });
});
