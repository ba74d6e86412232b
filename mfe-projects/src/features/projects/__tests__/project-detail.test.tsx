import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BRAND_VOICE_DEFAULT, type Project } from '@brandcast/shared';
import { api, authStore, clearSession, setUser, toastsAtom } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import ProjectDetailRoute from '../routes/project-detail';

const project: Project = {
  _id: 'p1',
  ownerId: 'u1',
  public: false,
  status: 'active',
  type: 'brand_identity',
  dueDate: null,
  progress: 27,
  role: 'owner',
  stats: { messages: 0, copies: 0, recordings: 0 },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  voice: BRAND_VOICE_DEFAULT,
  details: {
    businessName: 'Northwind Coffee',
    whatYouSell: 'coffee beans',
    whoYouSellTo: 'home baristas',
    problemYouSolve: 'stale coffee',
    uniqueValue: '',
    priceRange: '',
    businessGoal: '',
    location: '',
    businessStage: '',
  },
};

const emptyPage = { data: [], pagination: { page: 1, size: 3, total: 0, totalPages: 0 } };

function renderDetail(answer: Project, lists: Record<string, unknown> = { '/message': emptyPage, '/copy': emptyPage }) {
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) =>
      url in lists ? lists[url] : url.endsWith('/collaborators') || url.endsWith('/invitations') ? [] : answer,
    );
  return renderWithProviders(
    <Routes>
      <Route path="/projects/:projectId" element={<ProjectDetailRoute />} />
      <Route path="/projects" element={<h1>All projects</h1>} />
    </Routes>,
    { route: '/projects/p1' },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('gives the owner every action, explains progress, and archives through the API', async () => {
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ ...project, status: 'archived' });
  renderDetail(project);
  expect(await screen.findByRole('heading', { name: 'Northwind Coffee' })).toBeInTheDocument();
  expect(screen.getByText('We help home baristas who struggle with stale coffee.')).toBeInTheDocument();
  expect(
    screen.getByRole('group', {
      name: /^Progress 27% counts the 9 brand fields, a published brand message and a copy/,
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fill in Unique value' })).toHaveAttribute('href', '/projects/p1/edit');
  for (const name of ['Duplicate', 'Archive', 'Share', 'Export', 'Delete']) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/projects/p1/edit');

  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith('/project/p1', { status: 'archived' }));
  expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
});

it('restores an archived project to draft (spec section 4)', async () => {
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ ...project, status: 'draft' });
  renderDetail({ ...project, status: 'archived' });
  await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith('/project/p1', { status: 'draft' }));
});

it('deletes only after a confirm that names the project', async () => {
  const del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
  renderDetail(project);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('Delete Northwind Coffee?')).toBeInTheDocument();
  expect(del).not.toHaveBeenCalled();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/project/p1'));
  expect(await screen.findByRole('heading', { name: 'All projects' })).toBeInTheDocument();
});

it('shows a viewer what they can do: read, duplicate and export, nothing else', async () => {
  renderDetail({ ...project, role: 'viewer' });
  expect(await screen.findByText('Shared with you · viewer')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  for (const name of ['Archive', 'Share', 'Delete', 'Invite']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
});

it("over the plan's project limit, a refused duplicate says so with the way to a plan with more projects, as creating does", async () => {
  setUser({ ...testUser, subscription: { plan: 'free', status: 'active' } });
  authStore.set(toastsAtom, []);
  const limit =
    'The Free plan allows 3 projects. Nothing is deleted: delete a project, or upgrade your plan in Settings → Billing to create more.';
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValue(httpError(403, { statusCode: 403, error: 'Forbidden', message: limit }));
  renderDetail(project);
  await userEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/project/p1/duplicate'));
  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent(limit);
  expect(within(refusal).getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=starter',
  );
  // Said once, where the link is: no toast repeating it without one.
  expect(authStore.get(toastsAtom)).toEqual([]);
});

it('a duplicate that fails for another reason is a toast, with no plan link', async () => {
  authStore.set(toastsAtom, []);
  jest.spyOn(api, 'post').mockRejectedValue(httpError(500));
  renderDetail(project);
  await userEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
  await waitFor(() =>
    expect(authStore.get(toastsAtom).map((t) => [t.type, t.message])).toEqual([['error', 'Failed to create project']]),
  );
  // (The free plan's feature prompts on the page have their own links; no alert has one.)
  for (const alert of screen.queryAllByRole('alert')) expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
});

it('shows a missing or foreign project as not found, with a way back', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(httpError(404, { message: 'Project not found.' }));
  renderWithProviders(
    <Routes>
      <Route path="/projects/:projectId" element={<ProjectDetailRoute />} />
    </Routes>,
    { route: '/projects/nope' },
  );
  expect(await screen.findByText('Project not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
});

it("shows the project's brand message, its newest messages and copies, and links to them filtered to the project", async () => {
  const tagline = {
    id: 'm1',
    type: 'tagline',
    title: '',
    content: 'Coffee roasted the day it ships.',
    score: 71,
    status: 'published',
  };
  const copy = { id: 'c1', platform: 'linkedin', title: 'Roast day', content: 'Fresh beans.' };
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/message') return { ...emptyPage, data: [tagline] };
    if (url === '/copy') return { ...emptyPage, data: [copy] };
    return url.endsWith('/collaborators') || url.endsWith('/invitations')
      ? []
      : { ...project, stats: { messages: 1, copies: 1, recordings: 0 } };
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/:projectId" element={<ProjectDetailRoute />} />
    </Routes>,
    { route: '/projects/p1' },
  );
  expect(await screen.findByText('“Coffee roasted the day it ships.”')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/message', { params: { projectId: 'p1', status: 'published', page: 1, size: 1 } });
  const latest = screen.getByRole('list', { name: 'Latest messages and copies' });
  expect(within(latest).getByRole('link', { name: 'Coffee roasted the day it ships.' })).toHaveAttribute(
    'href',
    '/messages/m1',
  );
  expect(within(latest).getByRole('link', { name: 'Roast day' })).toHaveAttribute(
    'href',
    '/copies?projectId=p1&copy=c1',
  );
  expect(screen.getByRole('link', { name: 'All 1 message' })).toHaveAttribute('href', '/messages?projectId=p1');
  expect(screen.getByRole('link', { name: 'All 1 copy' })).toHaveAttribute('href', '/copies?projectId=p1');
});

it('offers an editor to write the brand message while none is published', async () => {
  renderDetail(project);
  expect(await screen.findByText(/None is published yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write a brand message' })).toHaveAttribute(
    'href',
    '/messages/new?projectId=p1',
  );
  expect(screen.getByText('No messages or copies for this project yet.')).toBeInTheDocument();
});

it('shows a free owner what sharing gives and the plan that unlocks it, not an invite form that would be refused', async () => {
  setUser({ ...testUser, role: 'free' });
  renderDetail(project);
  const prompt = await screen.findByRole('region', { name: 'Invite your team' });
  expect(prompt).toHaveTextContent('Upgrade to the Starter plan or above to use team collaboration.');
  expect(within(prompt).getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=starter',
  );
  expect(screen.queryByRole('textbox', { name: 'Collaborator email' })).not.toBeInTheDocument();
});

it("keeps a collaborator's address its own row when the role and Invite do not fit beside it (a phone)", async () => {
  setUser({ ...testUser, role: 'premium' });
  renderDetail(project);
  const email = await screen.findByRole('textbox', { name: 'Collaborator email' });
  const item = email.closest('.ant-form-item');
  expect(item).toHaveStyle({ flex: '1 1 240px' });
  expect(item?.closest('.ant-space-compact')).toBeNull();
  expect(item?.parentElement).toHaveClass('ant-flex-wrap-wrap');
});
