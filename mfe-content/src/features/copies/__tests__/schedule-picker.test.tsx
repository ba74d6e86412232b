import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@brandcast/shared';
import { atPhoneWidth } from '@brandcast/shared/testing';
import { SchedulePicker } from '../components/schedule-picker';

/* The schedule's date picker writes a time as the rest of the app does, and reads one typed either way. */

it.each([['2030-01-15 09:30'], ['Jan 15, 2030, 9:30 AM']])(
  'a time typed as "%s" shows as the app writes dates and is sent with its offset',
  async (typed) => {
    const onSchedule = jest.fn();
    render(<SchedulePicker pending={false} onSchedule={onSchedule} />);
    const field = screen.getByLabelText('Remind me to post on');
    await userEvent.click(field);
    await userEvent.type(field, `${typed}{Enter}`);
    // One date format across the app: the field shows the formatter's words, not "2030-01-15 09:30".
    expect(field).toHaveValue(formatDateTime(new Date(2030, 0, 15, 9, 30)));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(onSchedule).toHaveBeenCalledTimes(1);
    expect(new Date(onSchedule.mock.calls[0][0]).getTime()).toBe(new Date(2030, 0, 15, 9, 30).getTime());
  },
);

it("on a phone it is the phone's own date and time picker, which fits the screen, and sends the same time", async () => {
  const matchMedia = atPhoneWidth();
  const onSchedule = jest.fn();
  render(<SchedulePicker pending={false} onSchedule={onSchedule} />);
  const field = screen.getByLabelText('Remind me to post on');
  expect(field).toHaveAttribute('type', 'datetime-local');
  fireEvent.change(field, { target: { value: '2030-01-15T09:30' } });
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(new Date(onSchedule.mock.calls[0][0]).getTime()).toBe(new Date(2030, 0, 15, 9, 30).getTime());
  matchMedia.mockRestore();
});
