import { act, render, screen } from '@testing-library/react';
import TooltipUniqueProvider from '../tooltip-unique-provider';

// antd's provider (its CommonJS build: Jest does not transform antd's ES modules), wrapped to show where it renders.
jest.mock('antd/es/tooltip/UniqueProvider', () => {
  const Real = jest.requireActual('antd/lib/tooltip/UniqueProvider').default;
  return {
    __esModule: true,
    default: ({ children }: { children?: React.ReactNode }) => (
      <div data-testid="antd-unique-provider">
        <Real>{children}</Real>
      </div>
    ),
  };
});

describe('TooltipUniqueProvider (in place of the one antd ConfigProvider imports)', () => {
  test('renders the page at once, before antd’s provider has loaded', async () => {
    render(
      <TooltipUniqueProvider>
        <p>Your projects</p>
      </TooltipUniqueProvider>,
    );
    expect(screen.getByText('Your projects')).toBeInTheDocument();
    expect(screen.queryByTestId('antd-unique-provider')).not.toBeInTheDocument();
    await act(async () => {}); // lets it load inside act, as React asks of a test
  });

  test('then renders it through antd’s UniqueProvider', async () => {
    await act(async () => {
      render(
        <TooltipUniqueProvider>
          <p>Your projects</p>
        </TooltipUniqueProvider>,
      );
    });
    const provider = screen.getByTestId('antd-unique-provider');
    expect(provider).toContainElement(screen.getByText('Your projects'));
  });
});
