import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@brandcast/shared/testing';
import { ProjectForm } from '../components/project-form';

it('labels every brand field exactly and previews the description as it will read', async () => {
  renderWithProviders(<ProjectForm submitLabel="Create project" pending={false} onSubmit={jest.fn()} />);
  for (const label of [
    'Business name',
    'What you sell',
    'Who you sell to',
    'Problem you solve',
    'Unique value',
    'Price range',
    'Business goal',
    'Location',
    'Business stage',
  ]) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  await userEvent.click(screen.getByLabelText('Who you sell to'));
  await userEvent.paste('home baristas');
  await userEvent.click(screen.getByLabelText('Problem you solve'));
  await userEvent.paste('stale coffee');
  expect(screen.getByTestId('description-preview')).toHaveTextContent(
    'We help home baristas who struggle with stale coffee.',
  );
});

it('submits the nine fields, empty ones as empty text, with type and due date', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(<ProjectForm submitLabel="Create project" pending={false} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByLabelText('Business name'));
  await userEvent.paste('  Northwind  ');
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  const values = onSubmit.mock.calls[0][0];
  expect(values.details.businessName).toBe('Northwind');
  expect(values.details.location).toBe('');
  expect(Object.keys(values.details)).toHaveLength(9);
  expect(values).toMatchObject({ type: 'brand_identity', dueDate: null });
});

it('refuses an over-long field with a message naming it', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(<ProjectForm submitLabel="Create project" pending={false} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByLabelText('Business name'));
  await userEvent.paste('x'.repeat(121));
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(
    await screen.findByText('Business name must be at most 120 characters', undefined, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('cannot be submitted twice while saving', () => {
  renderWithProviders(<ProjectForm submitLabel="Create project" pending onSubmit={jest.fn()} />);
  expect(screen.getByRole('button', { name: /Create project/ })).toBeDisabled();
});

it('keeps type and due date out of the first form, behind "More options", each saying what it does', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(<ProjectForm submitLabel="Create project" pending={false} onSubmit={onSubmit} />);
  const more = screen.getByRole('button', { name: /More options: project type and due date/ });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByLabelText('Project type')).not.toBeVisible();
  await userEvent.click(more);
  expect(screen.getByLabelText('Project type')).toBeVisible();
  expect(screen.getByText(/lets you filter your list by it; it does not change what Brandcast writes/)).toBeVisible();
  expect(screen.getByLabelText('Due date (optional)')).toBeVisible();
  expect(screen.getByText(/shows on the project's card and lets you sort your list by it; no reminder/)).toBeVisible();
});

it('opens "More options" when editing a project that has a due date', () => {
  renderWithProviders(
    <ProjectForm submitLabel="Save" pending={false} initial={{ dueDate: '2030-01-15' }} onSubmit={jest.fn()} />,
  );
  expect(screen.getByRole('button', { name: /More options/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByLabelText('Due date (optional)')).toBeVisible();
});
