import { useEffect } from 'react';
import { Checkbox, Form, Input } from 'antd';
import { z } from 'zod';
import { MAKE_PROJECT_PUBLIC_CONSENT, SPLIT_TEST_TARGET_PRIVATE_HINT, targetUrlField } from '@brandcast/shared';
import { useProjectOptions } from '@brandcast/shared/queries';
import { zodRule } from '@brandcast/shared/ui';

// An empty field means "the project's public page", not an invalid address.
const optionalTargetUrl = z.preprocess((value) => (value === '' ? undefined : value), targetUrlField.optional());

export interface SplitTestTargetValues {
  targetUrl?: string;
  makeProjectPublic?: boolean;
}

/** The split test's body from the form: a target as typed, or the consent to use the project's public page. */
export function splitTestBody(values: SplitTestTargetValues): { targetUrl?: string; makeProjectPublic?: boolean } {
  const targetUrl = values.targetUrl?.trim();
  if (targetUrl) return { targetUrl };
  return values.makeProjectPublic ? { makeProjectPublic: true } : {};
}

/**
 * Where a split test's links lead. Left empty they lead to the project's public page; a private project
 * shows visitors "Project not found" there, so for one the form asks for a target, or for the user's
 * consent (a checkbox that says exactly what becomes public) to make the page public.
 */
export function SplitTestTarget({ projectId }: { projectId: string }) {
  const projects = useProjectOptions();
  const project = projects.data?.find((candidate) => candidate._id === projectId);
  const isPrivate = project ? !project.public : false;
  const form = Form.useFormInstance();
  const consent = Form.useWatch<boolean | undefined>('makeProjectPublic', form);
  const needsTarget = isPrivate && !consent;
  // Consent given or taken back: the field's "give the page" error is checked again at once, not left stale.
  useEffect(() => {
    if (form.isFieldTouched('targetUrl') || form.getFieldError('targetUrl').length > 0)
      void form.validateFields(['targetUrl']).catch(() => undefined);
  }, [needsTarget, form]);

  return (
    <>
      <Form.Item
        label={needsTarget ? 'Where the links lead' : 'Where the links lead (optional)'}
        name="targetUrl"
        extra={
          isPrivate
            ? SPLIT_TEST_TARGET_PRIVATE_HINT
            : "A web page of yours, e.g. https://example.com/offer. Left empty, the links lead to the project's public page."
        }
        rules={[
          ...zodRule(optionalTargetUrl),
          ...(needsTarget ? [{ required: true, whitespace: true, message: 'Give the page the links lead to.' }] : []),
        ]}
      >
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      {isPrivate ? (
        <Form.Item name="makeProjectPublic" valuePropName="checked">
          <Checkbox>{MAKE_PROJECT_PUBLIC_CONSENT}</Checkbox>
        </Form.Item>
      ) : null}
    </>
  );
}
