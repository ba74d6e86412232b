import { Alert, Form, InputNumber, Modal, Typography } from 'antd';
import {
  CLICK_COUNTING_NOTE,
  PERFORMANCE_MAX,
  PLATFORM_METRICS,
  metricsOf,
  type Copy,
  type PerformanceField,
} from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useUpdateCopy } from '../api/update-copy';
import { COPY_ERRORS } from '../copy-errors';

export const PERFORMANCE_LABELS: Record<PerformanceField, string> = {
  views: 'Views',
  likes: 'Likes',
  shares: 'Shares',
  comments: 'Comments',
  retweets: 'Retweets',
  clicks: 'Clicks',
};

type Values = Record<PerformanceField, number | null>;

/** Clicks of a copy with a tracked link are counted by the link, not typed. */
export const clicksAreCounted = (copy: Pick<Copy, 'link'>) => Boolean(copy.link);

/**
 * The numbers of the copy's platform (PLATFORM_METRICS), typed by hand: whole numbers, 0 or more. Only the numbers changed here are sent, so
 * clicks counted meanwhile by the tracked link are never written over with the number shown on opening.
 */
export function PerformanceModal({ copy, open, onClose }: { copy: Copy; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateCopy();

  const save = (values: Values) => {
    const performance = Object.fromEntries(
      metricsOf(copy.platform).flatMap((field) => {
        const value = values[field] ?? 0;
        return value === copy.performance[field] || (field === 'clicks' && clicksAreCounted(copy))
          ? []
          : [[field, value]];
      }),
    );
    if (Object.keys(performance).length === 0) return onClose();
    update.mutate(
      { copyId: copy.id, input: { performance } },
      {
        onSuccess: () => {
          toast.success('Performance saved.');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      title="Edit performance"
      open={open}
      onCancel={onClose}
      okText="Save performance"
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {copy.title || copy.content.slice(0, 80)}.{' '}
        {clicksAreCounted(copy)
          ? "Clicks are counted by the copy's tracked link, so they are not typed here."
          : 'Clicks on a tracked link, once the copy has one, are counted by themselves.'}{' '}
        {CLICK_COUNTING_NOTE}
      </Typography.Paragraph>
      {update.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(update.error, COPY_ERRORS.update)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={copy.performance}
        onFinish={save}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', columnGap: 16 }}
      >
        {metricsOf(copy.platform).map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={PLATFORM_METRICS[copy.platform][field]}
            rules={[
              {
                validator: async (_rule, value: number | null) => {
                  if (value === null || value === undefined) return;
                  const name = PLATFORM_METRICS[copy.platform][field];
                  if (!Number.isInteger(value) || value < 0)
                    throw new Error(`${name} must be a whole number, 0 or more`);
                  if (value > PERFORMANCE_MAX) throw new Error(`${name} is too large`);
                },
              },
            ]}
          >
            <InputNumber style={{ width: '100%' }} disabled={field === 'clicks' && clicksAreCounted(copy)} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
