import { Alert, Space, Tabs, Typography } from 'antd';
import { useState, type Ref } from 'react';
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

/**
 * One tab per copy, named by its platform: "LinkedIn", and "LinkedIn · 2" for an earlier one of the same
 * platform (the newest come first).
 */
export function copyTabLabels(copies: Copy[]): string[] {
  const seen = new Map<Platform, number>();
  return copies.map((copy) => {
    const n = (seen.get(copy.platform) ?? 0) + 1;
    seen.set(copy.platform, n);
    return n === 1 ? PLATFORM_LABELS[copy.platform] : `${PLATFORM_LABELS[copy.platform]} · ${n}`;
  });
}

/**
 * What the copy generator wrote: a note per platform it could not write for, then the copies one platform at
 * a time (tabs; the arrow keys move between them), so five platforms make one card's height, not five. A tab
 * once opened keeps its card (hidden) so edits not yet saved survive a look at another platform.
 */
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
  const [active, setActive] = useState(copies[0]?.id);
  // A new generation puts its copies first: the first of them opens.
  const [newest, setNewest] = useState(copies[0]?.id);
  if (copies[0]?.id !== newest) {
    setNewest(copies[0]?.id);
    setActive(copies[0]?.id);
  }
  const labels = copyTabLabels(copies);
  const current = copies.some((copy) => copy.id === active) ? active : copies[0]?.id;

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
        {copies.length ? (
          <Tabs
            activeKey={current}
            onChange={setActive}
            aria-label="Generated copies by platform"
            items={copies.map((copy, index) => ({
              key: copy.id,
              label: labels[index],
              children: <CopyEditorCard copy={copy} onChange={onChange} />,
            }))}
          />
        ) : null}
      </Space>
    </section>
  );
}
