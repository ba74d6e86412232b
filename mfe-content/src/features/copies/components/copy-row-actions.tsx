import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Space, Tag, type MenuProps } from 'antd';
import { useState } from 'react';
import { CREDIT_COSTS, PLATFORM_LABELS, type Copy } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useCopyTransition, type CopyTransition } from '../api/transition-copy';
import { useDeleteCopy } from '../api/delete-copy';
import { COPY_ERRORS } from '../copy-errors';
import { MARK_PUBLISHED, markedPublished } from '../copy-words';
import { AdaptModal } from './adapt-modal';
import { PerformanceModal } from './performance-modal';
import { ScheduleModal } from './schedule-modal';

type Dialog = 'performance' | 'schedule' | 'adapt';

const DONE: Record<Exclude<CopyTransition, 'publish'>, string> = {
  unschedule: 'No longer scheduled: it is a draft again.',
  duplicate: 'Duplicated as a new draft.',
};

export const canEditCopy = (copy: Pick<Copy, 'role'>) => copy.role === 'owner' || copy.role === 'editor';

/**
 * What one copy allows, by its status; a viewer only reads. A copy that an action writes (a duplicate, an
 * adaptation) opens next, since it is there to be worked on.
 */
export function CopyRowActions({ copy, onOpen }: { copy: Copy; onOpen: (copyId: string) => void }) {
  // The hook's dialog renders here, under the app's ConfigProvider (its theme), without antd's App on every page.
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<Dialog>();
  const transition = useCopyTransition();
  const remove = useDeleteCopy();

  if (!canEditCopy(copy)) {
    return (
      <Space size={4}>
        <Button size="small" onClick={() => onOpen(copy.id)}>
          Open
        </Button>
        <Tag>View only</Tag>
      </Space>
    );
  }

  const run = (next: CopyTransition) =>
    transition.mutate(
      { copyId: copy.id, transition: next },
      {
        onSuccess: (written) => {
          toast.success(next === 'publish' ? markedPublished(copy.platform) : DONE[next]);
          if (next === 'duplicate') onOpen(written.id);
        },
        onError: (error) => toast.error(getErrorMessage(error, COPY_ERRORS[next])),
      },
    );

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete this ${PLATFORM_LABELS[copy.platform]} copy?`,
      content: 'It is deleted for good, with its performance numbers and tracked link.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(copy.id).then(
          () => void toast.success('Copy deleted.'),
          (error: unknown) => void toast.error(getErrorMessage(error, COPY_ERRORS.delete)),
        ),
    });

  type Item = NonNullable<MenuProps['items']>[number];
  const items: Item[] = (
    [
      { key: 'open', label: 'Open to edit or share' },
      copy.status === 'published' ? null : { key: 'publish', label: MARK_PUBLISHED[copy.status] },
      copy.status === 'draft' ? { key: 'schedule', label: 'Schedule' } : null,
      copy.status === 'scheduled' ? { key: 'schedule', label: 'Reschedule' } : null,
      copy.status === 'scheduled' ? { key: 'unschedule', label: 'Unschedule' } : null,
      { key: 'performance', label: 'Edit performance' },
      { key: 'duplicate', label: 'Duplicate' },
      { key: 'adapt', label: `Adapt to another platform (${CREDIT_COSTS.copyGeneration} credits)` },
      { type: 'divider' },
      { key: 'delete', label: 'Delete', danger: true },
    ] as (Item | null)[]
  ).filter((item): item is Item => item !== null);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'open') onOpen(copy.id);
    else if (key === 'publish' || key === 'unschedule' || key === 'duplicate') run(key);
    else if (key === 'delete') confirmDelete();
    else setDialog(key as Dialog);
  };

  return (
    <>
      {modalHolder}
      <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
        <Button
          size="small"
          loading={transition.isPending}
          aria-label={`Actions for ${copy.title || `${PLATFORM_LABELS[copy.platform]} copy`}`}
        >
          Actions <DownOutlined />
        </Button>
      </Dropdown>
      {dialog === 'performance' ? <PerformanceModal copy={copy} open onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'schedule' ? <ScheduleModal copy={copy} open onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'adapt' ? (
        <AdaptModal copy={copy} open onClose={() => setDialog(undefined)} onAdapted={(adapted) => onOpen(adapted.id)} />
      ) : null}
    </>
  );
}
