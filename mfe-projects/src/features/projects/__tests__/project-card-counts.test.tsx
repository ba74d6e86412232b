import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PROJECT_DETAIL_FIELDS, type Project } from '@brandcast/shared';
import { ProjectCard } from '../components/project-card';

/* Counts say one and many by the shared plural rule, and the due date is a date in the user's locale (issue 28). */

const project = {
  _id: 'p1',
  ownerId: 'u1',
  public: false,
  status: 'active',
  type: 'brand_identity',
  dueDate: '2026-11-03',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  details: { ...Object.fromEntries(PROJECT_DETAIL_FIELDS.map((field) => [field, ''])), businessName: 'Pawsh Parlour' },
  role: 'owner',
  stats: { messages: 1, copies: 1, recordings: 1 },
} as unknown as Project;

it('says "1 recording", not "1 recordings", and writes the due date in the user\'s locale', () => {
  render(
    <MemoryRouter>
      <ProjectCard project={project} />
    </MemoryRouter>,
  );
  expect(screen.getByText('1 message · 1 copy · 1 recording')).toBeInTheDocument();
  expect(screen.getByText('Due Nov 3, 2026')).toBeInTheDocument();
});

it('gives a long name the whole head, wrapping, with its tags below it (issue 28: at 390 px it ran into them)', () => {
  const long = {
    ...project,
    role: 'editor',
    details: { ...project.details, businessName: 'Pawsh Parlour Mobile Dog Grooming and Spa of East Austin' },
  } as Project;
  const { container } = render(
    <MemoryRouter>
      <ProjectCard project={long} />
    </MemoryRouter>,
  );
  const title = container.querySelector('.ant-card-head-title');
  expect(title).toHaveStyle({ whiteSpace: 'normal' });
  expect(container.querySelector('.ant-card-extra')).toBeNull();
  expect(container.querySelector('.ant-card-body')).toHaveTextContent('Shared · editor');
  expect(container.querySelector('.ant-card-body')).toHaveTextContent('active');
});
