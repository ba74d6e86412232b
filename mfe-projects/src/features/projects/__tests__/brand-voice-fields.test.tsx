import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_VOICE_DEFAULT } from '@brandcast/shared';
import { renderWithProviders } from '@brandcast/shared/testing';
import { ProjectForm, projectFormValues } from '../components/project-form';

it('submits the brand voice: tone on both scales and words to use and to avoid as tags', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(<ProjectForm submitLabel="Create project" pending={false} onSubmit={onSubmit} />);
  const formality = screen.getByRole('slider', { name: 'Formal or casual: 0 formal, 100 casual' });
  expect(formality).toHaveAttribute('aria-valuenow', '50');
  formality.focus();
  fireEvent.keyDown(formality, { key: 'ArrowRight', keyCode: 39 });
  fireEvent.keyDown(formality, { key: 'ArrowRight', keyCode: 39 });
  await waitFor(() => expect(formality).toHaveAttribute('aria-valuenow', '60'));
  const playfulness = screen.getByRole('slider', { name: 'Serious or playful: 0 serious, 100 playful' });
  playfulness.focus();
  fireEvent.keyDown(playfulness, { key: 'ArrowLeft', keyCode: 37 });

  await userEvent.type(screen.getByRole('combobox', { name: 'Words to use' }), 'sourdough{enter}');
  await userEvent.type(screen.getByRole('combobox', { name: 'Words to avoid' }), 'cheap{enter}artisan{enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0].voice).toEqual({
    formality: 60,
    playfulness: 45,
    wordsToUse: ['sourdough'],
    wordsToAvoid: ['cheap', 'artisan'],
  });
});

it('starts from the project voice when editing, and from the neutral one for a new project', () => {
  renderWithProviders(
    <ProjectForm
      submitLabel="Save"
      pending={false}
      onSubmit={jest.fn()}
      initial={{
        details: { businessName: 'Crumb & Co' } as never,
        voice: { formality: 20, playfulness: 80, wordsToUse: [], wordsToAvoid: ['cheap'] },
      }}
    />,
  );
  expect(screen.getByRole('slider', { name: /^Formal or casual/ })).toHaveAttribute('aria-valuenow', '20');
  expect(screen.getByRole('slider', { name: /^Serious or playful/ })).toHaveAttribute('aria-valuenow', '80');
  expect(screen.getByText('cheap')).toBeInTheDocument();
});

it('autosave and submit carry the voice: projectFormValues keeps it, neutral when the form has none', () => {
  expect(projectFormValues({ businessName: 'X' })?.voice).toEqual(BRAND_VOICE_DEFAULT);
  expect(projectFormValues({ businessName: 'X', voice: { formality: 10, wordsToAvoid: ['cheap'] } })?.voice).toEqual({
    ...BRAND_VOICE_DEFAULT,
    formality: 10,
    wordsToAvoid: ['cheap'],
  });
  // A word too long is refused, so autosave waits rather than keeping what the API would refuse.
  expect(projectFormValues({ businessName: 'X', voice: { wordsToUse: ['x'.repeat(41)] } })).toBeNull();
});
