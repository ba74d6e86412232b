import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FREE_PREVIEW_LABEL, monthlyBudgetSentence } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import { credits } from '../../testing/fixtures';
import { FreePreview, MonthlyBudget } from '../generation-budget';

const PROJECT_ID = '3f0c2a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6';

afterEach(() => jest.restoreAllMocks());

describe('MonthlyBudget', () => {
  it('before the first charge, says what the month’s credits buy', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(credits(500));
    renderWithProviders(<MonthlyBudget />);
    expect(await screen.findByText(monthlyBudgetSentence('free'))).toBeInTheDocument();
    expect(screen.getByText(/500 monthly credits buy 10 sets of brand messages, or 16 sets of copies/)).toBeVisible();
  });

  it('says nothing once the account has spent credits', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      ...credits(450),
      ledger: [
        {
          id: 2,
          amount: -50,
          balanceAfter: 450,
          action: 'brandMessage',
          description: 'x',
          refId: null,
          createdAt: '2026-11-02T00:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<MonthlyBudget />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByText(/monthly credits buy/)).not.toBeInTheDocument();
  });
});

describe('FreePreview', () => {
  it('asks for one free candidate and shows it with the previews left today', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { content: 'Grooming without the noise.', hashtags: [] }, remaining: 9 });
    renderWithProviders(
      <FreePreview request={{ kind: 'message', body: { projectId: PROJECT_ID, type: 'tagline' } }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: FREE_PREVIEW_LABEL }));
    expect(await screen.findByText('Grooming without the noise.')).toBeInTheDocument();
    expect(screen.getByText('Not saved. 9 free previews left today.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/message/preview',
      { projectId: PROJECT_ID, type: 'tagline' },
      expect.objectContaining({ wholeBody: true }),
    );
  });

  it('shows a copy’s hashtags once: those its text already carries are not repeated', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({
      data: { content: 'Calm grooming. #PawshParlour', hashtags: ['#PawshParlour', '#DogGrooming'] },
      remaining: 8,
    });
    renderWithProviders(
      <FreePreview request={{ kind: 'copy', body: { projectId: PROJECT_ID, platform: 'linkedin', format: 'post' } }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: FREE_PREVIEW_LABEL }));
    expect(await screen.findByText('Calm grooming. #PawshParlour')).toBeInTheDocument();
    expect(screen.getByText('#DogGrooming')).toBeInTheDocument();
    expect(screen.queryByText('#PawshParlour #DogGrooming')).not.toBeInTheDocument();
  });

  it('is disabled until the form names what to write, and shows the 429 when the day’s previews are used', async () => {
    const { unmount } = renderWithProviders(<FreePreview request={null} />);
    expect(screen.getByRole('button', { name: FREE_PREVIEW_LABEL })).toBeDisabled();
    unmount();
    const limit =
      "You have used today's 10 free previews; more in 5 hours. Generating a set still works with your credits.";
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(httpError(429, { statusCode: 429, error: 'Too Many Requests', message: limit }));
    renderWithProviders(
      <FreePreview request={{ kind: 'copy', body: { projectId: PROJECT_ID, platform: 'twitter', format: 'post' } }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: FREE_PREVIEW_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });
});
