import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Result } from 'antd';
import { ERRORS, PLATFORM_LABELS, paths } from '@brandcast/shared';
import { statusOf } from '@brandcast/shared/client';
import { ButtonLink, PageSpinner, QueryError, useIsMobile } from '@brandcast/shared/ui';
import { copyQueryOptions, useCopy } from '../api/get-copy';
import { COPY_ERRORS } from '../copy-errors';
import { CopyEditorCard } from './copy-editor-card';
import { canEditCopy } from './copy-row-actions';

/**
 * A copy opened from the list (`?copy={id}`, so it can be linked and Back closes it): the same card as in
 * the generator, to edit, preview, share, link, publish or schedule it at any time.
 */
export function CopyDrawer({ copyId, onClose }: { copyId?: string; onClose: () => void }) {
  const isMobile = useIsMobile();
  const copy = useCopy(copyId);
  const queryClient = useQueryClient();

  const body = copy.isPending ? (
    <PageSpinner label="Loading the copy" />
  ) : copy.isError ? (
    statusOf(copy.error) === 404 ? (
      <Result
        status="404"
        title={ERRORS.copyNotFound}
        subTitle="It may have been deleted, or its project is no longer shared with you."
      />
    ) : (
      <QueryError query={copy} fallback={COPY_ERRORS.fetchOne} />
    )
  ) : (
    // Keyed by id: another copy opened in the same drawer starts from its own text.
    <CopyEditorCard
      key={copy.data.id}
      copy={copy.data}
      onChange={(next) => queryClient.setQueryData(copyQueryOptions(next.id).queryKey, next)}
      readOnly={!canEditCopy(copy.data)}
    />
  );

  return (
    <Drawer
      open={Boolean(copyId)}
      onClose={onClose}
      title={copy.data ? `${PLATFORM_LABELS[copy.data.platform]} copy` : 'Copy'}
      extra={
        copyId ? <ButtonLink to={paths.teleprompterWith('copy', copyId)}>Read on the teleprompter</ButtonLink> : null
      }
      size={isMobile ? '100%' : 1040}
      destroyOnHidden
      styles={{ body: { padding: isMobile ? 8 : 24 } }}
    >
      {copyId ? body : null}
    </Drawer>
  );
}
