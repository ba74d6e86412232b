import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testProject } from '@brandcast/shared/testing';
import { ProjectProgress } from '../components/project-progress';

const details = {
  businessName: 'Pawsh Parlour',
  whatYouSell: 'dog grooming',
  whoYouSellTo: 'dog owners',
  problemYouSolve: 'rushed cuts',
  uniqueValue: 'calm sessions',
  priceRange: '$40-$90',
  businessGoal: 'more bookings',
  location: 'Austin',
  businessStage: 'growing',
};

it("lists on the project's page what is still missing at 82%, each a link to where it is done", () => {
  const project = testProject({ details, progress: 82 });
  renderWithProviders(<ProjectProgress project={project} size="medium" />);
  expect(screen.getByText(/Counts the 9 brand fields, a published brand message and a copy/)).toBeInTheDocument();
  const todo = within(screen.getByRole('list', { name: 'Still to do' }));
  expect(todo.getByRole('link', { name: 'Publish a brand message' })).toHaveAttribute(
    'href',
    `/messages?projectId=${project._id}`,
  );
  expect(todo.getByRole('link', { name: 'Write a copy' })).toHaveAttribute(
    'href',
    `/copies/new?projectId=${project._id}`,
  );
  expect(todo.getAllByRole('listitem')).toHaveLength(2);
});

it('says in a list what counts and what is missing, on hover and to a screen reader', async () => {
  const project = testProject({ details: { ...details, location: '' }, progress: 73 });
  renderWithProviders(<ProjectProgress project={project} />);
  const bar = screen.getByRole('group', { name: /Missing: location, a published brand message and a copy/ });
  await userEvent.hover(bar);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Progress 73% counts the 9 brand fields, a published brand message and a copy. Missing: location, a published brand message and a copy.',
  );
});
