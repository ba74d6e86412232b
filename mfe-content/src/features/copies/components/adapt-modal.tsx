import { Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { CREDIT_COSTS, PLATFORM_LABELS, PLATFORMS, count, type Copy, type Platform } from '@brandcast/shared';
import { toast } from '@brandcast/shared/client';
import { RequestError } from '../../../components/request-error';
import { useAdaptCopy } from '../api/adapt-copy';
import { COPY_ERRORS } from '../copy-errors';

/** A new copy of this one rewritten for another platform; the cost is on the button. */
export function AdaptModal({
  copy,
  open,
  onClose,
  onAdapted,
}: {
  copy: Copy;
  open: boolean;
  onClose: () => void;
  onAdapted: (adapted: Copy) => void;
}) {
  const [platform, setPlatform] = useState<Platform>();
  const adapt = useAdaptCopy();
  const cost = CREDIT_COSTS.copyGeneration;

  const close = () => {
    adapt.reset();
    setPlatform(undefined);
    onClose();
  };

  return (
    <Modal
      title={`Adapt this ${PLATFORM_LABELS[copy.platform]} copy`}
      open={open}
      onCancel={close}
      okText={`Adapt — ${count(cost, 'credit')}`}
      okButtonProps={{ disabled: !platform }}
      confirmLoading={adapt.isPending}
      onOk={() =>
        platform &&
        adapt.mutate(
          { copyId: copy.id, platform },
          {
            onSuccess: (adapted) => {
              toast.success(`A ${PLATFORM_LABELS[adapted.platform]} draft was written from it.`);
              close();
              onAdapted(adapted);
            },
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        The adapted copy is a new draft; this one stays as it is. Adapting costs {cost} credits.
      </Typography.Paragraph>
      {adapt.isError ? (
        <RequestError error={adapt.error} fallback={COPY_ERRORS.adapt} style={{ marginBottom: 16 }} />
      ) : null}
      <Form layout="vertical">
        <Form.Item label="Adapt to" htmlFor={`adapt-${copy.id}`}>
          <Select<Platform>
            id={`adapt-${copy.id}`}
            placeholder="Pick a platform"
            value={platform}
            onChange={setPlatform}
            options={PLATFORMS.filter((value) => value !== copy.platform).map((value) => ({
              value,
              label: PLATFORM_LABELS[value],
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
