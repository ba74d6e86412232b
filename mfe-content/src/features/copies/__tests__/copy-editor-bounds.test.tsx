import { fireEvent, screen } from '@testing-library/react';
import { COPY_CONTENT_MAX_LENGTH, COPY_CONTENT_TOO_LONG } from '@brandcast/shared';
import { renderWithProviders } from '@brandcast/shared/testing';
import { CopyEditorCard } from '../components/copy-editor-card';
import { makeCopy } from './fixtures';

/* A copy longer than any copy may be is said so before it is sent (the API refuses it with the same words). */

it('says a pasted copy past the bound is too long, and keeps it from being saved', async () => {
  renderWithProviders(<CopyEditorCard copy={makeCopy({ platform: 'website' })} onChange={() => {}} />);
  const text = await screen.findByLabelText('Copy for Website');
  fireEvent.change(text, { target: { value: 'a.'.repeat(COPY_CONTENT_MAX_LENGTH) } });
  expect(await screen.findByText(new RegExp(COPY_CONTENT_TOO_LONG.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save edits' })).toBeDisabled();
});
