import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_LABELS, type Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import CopyNewRoute from '../routes/copy-new';
import { PROJECT_ID, credits, makeCopy, makeMessage, makeProject, paged } from './fixtures';

/** The generator's reads: two projects (one only readable), a message and a balance (500 unless given). */
export function mockGeneratorGet(balance = 500) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project')
      return paged([
        makeProject(),
        makeProject({ _id: 'p-shared', role: 'viewer', details: { ...makeProject().details, businessName: 'Acme' } }),
      ]);
    if (url === '/message') return paged([makeMessage()]);
    if (url === '/credits') return credits(balance);
    throw new Error(`unexpected GET ${url}`);
  });
}

/** The generator with one copy already written (an X one unless given), to exercise its card. */
export async function renderWithCard(copy: Copy = makeCopy()) {
  mockGeneratorGet();
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url === '/copy/generate') return [copy];
    throw new Error(`unexpected POST ${url}`);
  });
  const view = renderWithProviders(<CopyNewRoute />, { route: `/copies/new?projectId=${PROJECT_ID}` });
  const label = PLATFORM_LABELS[copy.platform];
  await userEvent.click(await screen.findByRole('checkbox', { name: label }));
  await userEvent.click(screen.getByRole('button', { name: 'Generate for 1 platform — 30 credits' }));
  const card = await screen.findByRole('region', { name: `${label} copy` });
  return { ...view, post, card };
}
