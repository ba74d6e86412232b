import { screen, within } from '@testing-library/react';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { formatShortDateTime, type ActivityItem } from '@brandcast/shared';
import { ActivityCard } from '../activity-card';
import { groupActivity } from '../activity-groups';

const item = (id: string, fields: Partial<ActivityItem>): ActivityItem => ({
  id,
  type: 'copy.generated',
  title: 'Copy generated',
  description: `You generated copy “Post ${id}” in Pawsh Parlour.`,
  timestamp: `2026-11-03T10:0${id}:00.000Z`,
  projectId: 'p1',
  ...fields,
});

afterEach(() => jest.restoreAllMocks());

it('says five copies generated together once, naming them, with the shared date format (issue 28)', async () => {
  const items = ['5', '4', '3', '2', '1'].map((id) => item(id, {}));
  const older = item('0', {
    type: 'project.created',
    title: 'Project created',
    description: 'You created project “Pawsh Parlour”.',
  });
  jest.spyOn(api, 'get').mockResolvedValue([...items, older]);
  renderWithProviders(<ActivityCard />);
  const list = await screen.findByRole('list', { name: 'Recent activity' });
  const lines = within(list).getAllByRole('listitem');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toHaveTextContent('5 copies generated in Pawsh Parlour');
  expect(lines[0]).toHaveTextContent(
    'You generated 5 copies in Pawsh Parlour: “Post 5”, “Post 4”, “Post 3”, “Post 2”, “Post 1”.',
  );
  expect(within(lines[0]!).getByText(formatShortDateTime('2026-11-03T10:05:00.000Z'))).toBeInTheDocument();
  expect(lines[1]).toHaveTextContent('Project created');
  expect(lines[1]).toHaveTextContent('You created project “Pawsh Parlour”.');
});

it('keeps apart what happened in another project, by another person or between other things', () => {
  const groups = groupActivity([
    item('5', {}),
    item('4', { projectId: 'p2', description: 'You generated copy “Post 4” in Northwind.' }),
    item('3', { description: 'Ada Lovelace generated copy “Post 3” in Pawsh Parlour.' }),
    item('2', {}),
    item('1', {
      type: 'copy.published',
      title: 'Copy published',
      description: 'You published copy “Post 1” in Pawsh Parlour.',
    }),
    item('0', {
      type: 'copy.published',
      title: 'Copy published',
      description: 'You published copy “Post 0” in Pawsh Parlour.',
    }),
  ]);
  expect(groups.map((group) => group.title)).toEqual([
    'Copy generated',
    'Copy generated',
    'Copy generated',
    'Copy generated',
    '2 copies published in Pawsh Parlour',
  ]);
  expect(groups[4]!.description).toBe('You published 2 copies in Pawsh Parlour: “Post 1”, “Post 0”.');
});
