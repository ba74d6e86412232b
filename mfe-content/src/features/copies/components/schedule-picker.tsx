import { Button, DatePicker, Input, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { timeZoneLabel } from '@brandcast/shared';
import { dateTimePickerFormat, useIsMobile } from '@brandcast/shared/ui';

/**
 * A date and time in the future, in the browser's time zone (named beside the picker), sent as ISO 8601 with its offset. Past days are disabled
 * in the calendar; a past time today is refused with a message rather than sent. On a phone, the phone's own picker.
 */
export function SchedulePicker({
  pending,
  onSchedule,
  buttonLabel = 'Schedule',
}: {
  pending: boolean;
  onSchedule: (scheduledDate: string) => void;
  buttonLabel?: string;
}) {
  const [value, setValue] = useState<Dayjs | null>(null);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const zoneId = useId();
  const isMobile = useIsMobile();

  const submit = () => {
    if (!value) return setProblem('Pick a date and time first.');
    const moment = value.second(0).millisecond(0);
    if (!moment.isAfter(dayjs())) return setProblem('Pick a time in the future.');
    setProblem(undefined);
    onSchedule(moment.format());
  };

  return (
    <Space orientation="vertical" size={4}>
      <label htmlFor={id}>Remind me to post on</label>
      <Space wrap>
        {isMobile ? (
          // A phone's own date and time picker: antd's panel is about 630 px wide and opened past the screen's edge.
          <Input
            id={id}
            type="datetime-local"
            min={dayjs().format('YYYY-MM-DDTHH:mm')}
            value={value ? value.format('YYYY-MM-DDTHH:mm') : ''}
            onChange={(event) => {
              setValue(event.target.value ? dayjs(event.target.value) : null);
              setProblem(undefined);
            }}
            status={problem ? 'error' : undefined}
            aria-describedby={zoneId}
            style={{ width: 'auto' }}
          />
        ) : (
          <DatePicker
            id={id}
            showTime={{ format: 'HH:mm' }}
            format={dateTimePickerFormat()}
            placeholder="Pick a date and time"
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            value={value}
            onChange={(next) => {
              setValue(next);
              setProblem(undefined);
            }}
            status={problem ? 'error' : undefined}
            aria-describedby={zoneId}
          />
        )}
        {/* The time is the browser's: say which zone it is, so 09:00 is not read as another place's 09:00. */}
        <Typography.Text type="secondary" id={zoneId}>
          {`Time zone: ${timeZoneLabel(value?.toDate())}`}
        </Typography.Text>
        <Button onClick={submit} loading={pending}>
          {buttonLabel}
        </Button>
      </Space>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
