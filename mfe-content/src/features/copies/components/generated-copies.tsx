import { Alert, Space, Typography } from 'antd';
import type { Ref } from 'react';
import { PLATFORM_LABELS, paths, type Copy, type Platform } from '@brandcast/shared';
import { getErrorMessage, statusOf } from '@brandcast/shared/client';
import { ButtonLink } from '@brandcast/shared/ui';
import { RequestError } from '../../../components/request-error';
import { COPY_ERRORS } from '../copy-errors';
import { CopyEditorCard } from './copy-editor-card';

export interface GenerationFailure {
  platform: Platform;
  error: unknown;
}

/** What the copy generator wrote: a note per platform it could not write for, then the copies. */
export function GeneratedCopies({
  copies,
  failures,
  projectId,
  onChange,
  headingRef,
}: {
  copies: Copy[];
  failures: GenerationFailure[];
  projectId?: string;
  onChange: (copy: Copy) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={3} ref={headingRef} tabIndex={-1}>
        Generated copies
      </Typography.Title>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {failures.map((failure) =>
          // 422: the brand fields gave nothing strong to write for this platform. Not a failure to retry but a
          // note naming the fields to add, said as the message generator says it, with the way to add them.
          statusOf(failure.error) === 422 && projectId ? (
            <Alert
              key={failure.platform}
              type="info"
              showIcon
              title={`${PLATFORM_LABELS[failure.platform]}: ${getErrorMessage(failure.error, COPY_ERRORS.generate)}`}
              action={
                <ButtonLink to={paths.projectEdit(projectId)} size="small">
                  Edit brand fields
                </ButtonLink>
              }
            />
          ) : (
            <RequestError
              key={failure.platform}
              error={failure.error}
              fallback={COPY_ERRORS.generate}
              prefix={PLATFORM_LABELS[failure.platform]}
            />
          ),
        )}
        {copies.map((copy) => (
          <CopyEditorCard key={copy.id} copy={copy} onChange={onChange} />
        ))}
      </Space>
    </section>
  );
}
