import { Alert, Modal, Typography } from 'antd';
import { formatDateTime, type Copy } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useScheduleCopy } from '../api/schedule-copy';
import { COPY_ERRORS } from '../copy-errors';
import { scheduleMeans } from '../copy-words';
import { SchedulePicker } from './schedule-picker';

export function ScheduleModal({ copy, open, onClose }: { copy: Copy; open: boolean; onClose: () => void }) {
  const schedule = useScheduleCopy();
  const close = () => {
    schedule.reset();
    onClose();
  };
  return (
    <Modal title="Schedule" open={open} onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">{scheduleMeans(copy.platform)}</Typography.Paragraph>
      {schedule.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(schedule.error, COPY_ERRORS.schedule)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <SchedulePicker
        pending={schedule.isPending}
        onSchedule={(scheduledDate) =>
          schedule.mutate(
            { copyId: copy.id, scheduledDate },
            {
              onSuccess: (scheduled) => {
                toast.success(`Scheduled for ${formatDateTime(scheduled.scheduledDate ?? scheduledDate)}.`);
                close();
              },
            },
          )
        }
      />
    </Modal>
  );
}
