import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TooltipOnDemand from '../tooltip-on-demand';
import EditableOnDemand from '../typography-editable-on-demand';

it('the on-demand Tooltip shows what it wraps at once, then its hint on hover once loaded', async () => {
  render(
    <TooltipOnDemand title="Copy link">
      <button type="button">Copy</button>
    </TooltipOnDemand>,
  );
  expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // Once Tooltip has loaded, the button is its child.
  await act(async () => {
    await import('antd/es/tooltip');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await userEvent.hover(screen.getByRole('button', { name: 'Copy' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy link');
});

it("the on-demand editor is Typography's, a text area with the value", async () => {
  render(
    <EditableOnDemand
      prefixCls="ant-typography"
      value="Fresh beans"
      onSave={() => {}}
      onCancel={() => {}}
      onEnd={() => {}}
      component="div"
      enterIcon={null}
      classNames={{}}
      styles={{}}
    />,
  );
  expect(await screen.findByRole('textbox')).toHaveValue('Fresh beans');
});
