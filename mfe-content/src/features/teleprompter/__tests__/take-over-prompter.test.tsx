import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TELEPROMPTER_DEFAULTS, type Recording } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import type { Recorder } from '../components/camera-layer';
import { PrompterStage } from '../components/prompter-stage';
import { SaveTake } from '../components/save-take';
import { parseScript } from '../utils/script-text';

afterEach(() => jest.restoreAllMocks());

const take = {
  url: 'blob:take',
  blob: new Blob(['webm bytes'], { type: 'video/webm' }),
  fileName: 'take-1.webm',
  seconds: 2,
};

const recorder = (overrides: Partial<Recorder> = {}): Recorder => ({
  state: 'ready',
  error: null,
  stream: null,
  recording: take,
  level: 0,
  startCamera: async () => undefined,
  stopCamera: () => undefined,
  startRecording: () => undefined,
  stopRecording: () => undefined,
  discard: () => undefined,
  ...overrides,
});

const stage = (props: { recorder: Recorder; take?: React.ReactNode }) => (
  <PrompterStage
    script={parseScript('# Hook\nRead this aloud.')}
    settings={TELEPROMPTER_DEFAULTS}
    update={() => undefined}
    shortcuts
    onClose={() => undefined}
    {...props}
  />
);

it('shows the take and its save form over the prompter once recording stops, and puts it aside on request', async () => {
  const view = renderWithProviders(stage({ recorder: recorder(), take: <p>The save form</p> }));
  const region = screen.getByRole('region', { name: 'Your take' });
  expect(region).toHaveTextContent('The save form');
  // Inside the stage, the element that goes full screen, so it shows there too.
  expect(screen.getByTestId('prompter-stage')).toContainElement(region);
  await userEvent.click(screen.getByRole('button', { name: 'Back to the text' }));
  expect(screen.queryByRole('region', { name: 'Your take' })).not.toBeInTheDocument();
  // A new take is shown again.
  view.rerender(
    stage({ recorder: recorder({ recording: { ...take, url: 'blob:take-2' } }), take: <p>The next form</p> }),
  );
  expect(screen.getByRole('region', { name: 'Your take' })).toHaveTextContent('The next form');
});

it('shows no take while recording, nor when there is none', () => {
  const view = renderWithProviders(stage({ recorder: recorder({ state: 'recording' }), take: <p>The save form</p> }));
  expect(screen.queryByRole('region', { name: 'Your take' })).not.toBeInTheDocument();
  view.rerender(stage({ recorder: recorder({ recording: null }) }));
  expect(screen.queryByRole('region', { name: 'Your take' })).not.toBeInTheDocument();
});

it('a take saved in the other place shows as saved, with a link to its project', () => {
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  const recording = { id: 'r1', projectId: 'p1', projectName: 'Reel Roasters' } as Recording;
  renderWithProviders(<SaveTake take={take} script={null} onDiscard={() => undefined} saved={recording} />);
  expect(screen.getByText(/Saved to Reel Roasters\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the project' })).toHaveAttribute('href', '/projects/p1');
  expect(screen.queryByRole('button', { name: 'Save to project' })).not.toBeInTheDocument();
});
