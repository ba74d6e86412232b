import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import { CopyEditorCard } from '../components/copy-editor-card';
import { makeCopy } from './fixtures';

/* The copy editor's title: it follows what the copy says (the server titles an edited copy), unless typed. */

afterEach(() => jest.restoreAllMocks());

/** The card as the drawer holds it: the copy is replaced by what each save answers. */
function Editor() {
  const [copy, setCopy] = useState<Copy>(makeCopy());
  return <CopyEditorCard copy={copy} onChange={setCopy} />;
}

it('shows the title a save brought back, sends it back unchanged, and keeps a title the person typed', async () => {
  const patch = jest
    .spyOn(api, 'patch')
    .mockImplementation(async (_url: string, body?: unknown) =>
      makeCopy({ ...(body as Partial<Copy>), title: 'Roasted on Monday' }),
    );
  renderWithProviders(<Editor />);
  const text = await screen.findByLabelText('Copy for X (Twitter)');
  await userEvent.clear(text);
  await userEvent.type(text, 'Roasted on Monday.');
  await userEvent.click(screen.getByRole('button', { name: 'Save edits' }));
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Roasted on Monday'));

  await userEvent.type(text, ' Posted on Tuesday.');
  await userEvent.click(screen.getByRole('button', { name: 'Save edits' }));
  await waitFor(() =>
    expect(patch).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\/copy\//),
      expect.objectContaining({ title: 'Roasted on Monday' }),
    ),
  );

  const title = screen.getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Roast day');
  patch.mockImplementation(async (_url: string, body?: unknown) =>
    makeCopy({ ...(body as Partial<Copy>), title: 'Roast day' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save edits' }));
  await waitFor(() =>
    expect(patch).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\/copy\//),
      expect.objectContaining({ title: 'Roast day' }),
    ),
  );
  // A later answer with another title does not overwrite the one typed.
  patch.mockImplementation(async (_url: string, body?: unknown) =>
    makeCopy({ ...(body as Partial<Copy>), title: 'Something else' }),
  );
  await userEvent.type(text, ' Fresh.');
  await userEvent.click(screen.getByRole('button', { name: 'Save edits' }));
  await waitFor(() => expect(patch).toHaveBeenCalledTimes(4));
  expect(title).toHaveValue('Roast day');
});
