import { Alert, Button, Col, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ERRORS,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  paths,
  messageCreateSchema,
  messageUpdateSchema,
  type Message,
  type MessageType,
} from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useProjectOptions } from '@brandcast/shared/queries';
import {
  AutosaveRestored,
  AutosaveStatus,
  ButtonLink,
  zodRule,
  type Autosave,
  projectOptions,
} from '@brandcast/shared/ui';
import { GenerateCandidates } from './generate-candidates';
import { LiveScorePreview } from './live-score-preview';

export interface MessageFormValues {
  projectId: string;
  type: MessageType;
  title: string;
  content: string;
}

/**
 * The brand message form, for a new message and for editing one: project, type, title and text, with
 * the live score of the text beside it and "Generate" to let the engine write candidates instead.
 * An existing message stays in its project (the API does not move messages).
 */
export function MessageForm({
  initial,
  defaultProjectId,
  submitLabel,
  pending,
  error,
  autosave,
  onSubmit,
}: {
  initial?: Message;
  defaultProjectId?: string;
  submitLabel: string;
  pending: boolean;
  error?: string | null;
  /** Keeps unsaved work (the "autosave" preference); see useAutosave. */
  autosave?: Autosave<MessageFormValues>;
  onSubmit: (values: MessageFormValues) => void;
}) {
  const [form] = Form.useForm<MessageFormValues>();
  const [restored, setRestored] = useState(autosave?.restored ?? null);
  const editing = Boolean(initial);
  const schema = editing ? messageUpdateSchema.shape : messageCreateSchema.shape;
  const projects = useProjectOptions();
  const content = Form.useWatch('content', form) ?? initial?.content ?? '';
  const projectId = Form.useWatch('projectId', form) ?? initial?.projectId;
  const type = Form.useWatch('type', form) ?? initial?.type ?? 'tagline';

  // A message is written only into a project its author may change; an existing one shows its own.
  const options = useMemo(() => {
    const current = initial ? { value: initial.projectId, label: initial.projectName } : undefined;
    return projectOptions(projects.data, { viewOnly: 'hide', current });
  }, [projects.data, initial]);
  const noProjects = !editing && projects.isSuccess && options.length === 0;
  const preselected = options.some((option) => option.value === defaultProjectId) ? defaultProjectId : undefined;

  // Unsaved work from before a reload or a sign-in goes back into the form once, over what was loaded (restored is
  // only ever set at mount, then cleared by Discard).
  useEffect(() => {
    if (restored) form.setFieldsValue(restored.values);
  }, [form, restored]);

  // A title that says what the text says follows the text on the server: once a save comes back with a new
  // one, the form shows it (and so sends it back unchanged), unless the person is writing a title of their own.
  const savedTitle = useRef(initial?.title);
  useEffect(() => {
    if (initial?.title === undefined || initial.title === savedTitle.current) return;
    savedTitle.current = initial.title;
    if (!form.isFieldTouched('title')) form.setFieldValue('title', initial.title);
  }, [form, initial?.title]);

  // The picker's options arrive after the first render: choose the project from the link then.
  useEffect(() => {
    if (preselected && !form.getFieldValue('projectId')) form.setFieldValue('projectId', preselected);
  }, [form, preselected]);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={13}>
        {restored ? (
          <AutosaveRestored
            at={restored.at}
            onDiscard={() => {
              form.resetFields();
              autosave?.discard();
              setRestored(null);
            }}
          />
        ) : null}
        {noProjects ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="A message belongs to a project you can edit, and you have none yet."
            action={
              <ButtonLink to={paths.projectCreate} size="small" type="primary">
                Create a project
              </ButtonLink>
            }
          />
        ) : null}
        <Form<MessageFormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={pending}
          initialValues={{
            projectId: initial?.projectId ?? preselected,
            type: initial?.type ?? 'tagline',
            title: initial?.title ?? '',
            content: initial?.content ?? '',
          }}
          onValuesChange={(_changed, values) =>
            autosave?.change({ ...values, projectId: initial?.projectId ?? values.projectId })
          }
          onFinish={(values) => onSubmit({ ...values, projectId: initial?.projectId ?? values.projectId })}
          style={{ maxWidth: 720 }}
        >
          {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
          <Form.Item
            label="Project"
            name="projectId"
            // The picker only offers real projects: what can go wrong is picking none.
            rules={editing ? [] : [{ required: true, message: 'Pick the project this message is for' }]}
            extra={editing ? 'A message stays in its project.' : undefined}
            validateStatus={projects.isError ? 'error' : undefined}
            help={projects.isError ? getErrorMessage(projects.error, ERRORS.fetchProjectsFailed) : undefined}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pick a project"
              loading={projects.isPending}
              disabled={editing || pending}
              options={options}
            />
          </Form.Item>
          <Form.Item label="Type" name="type" rules={zodRule(schema.type)}>
            <Radio.Group
              aria-label="Type"
              options={MESSAGE_TYPES.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] }))}
            />
          </Form.Item>
          <GenerateCandidates
            projectId={projectId}
            type={type}
            onUse={
              editing
                ? (candidate) => {
                    form.setFieldsValue({ content: candidate.content });
                    autosave?.change({ ...form.getFieldsValue(true), projectId: initial!.projectId });
                  }
                : undefined
            }
          />
          <Typography.Title level={3}>Or write it yourself</Typography.Title>
          <Form.Item label="Title" name="title" extra="For your own lists; optional." rules={zodRule(schema.title)}>
            <Input maxLength={MESSAGE_TITLE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item label="Message" name="content" rules={zodRule(schema.content)}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={MESSAGE_CONTENT_MAX_LENGTH} showCount />
          </Form.Item>
          <Space wrap size="middle">
            <Button type="primary" htmlType="submit" loading={pending} disabled={noProjects || pending}>
              {submitLabel}
            </Button>
            {autosave ? <AutosaveStatus autosave={autosave} /> : null}
          </Space>
        </Form>
      </Col>
      <Col xs={24} lg={11}>
        <LiveScorePreview text={content} kind={type} projectId={projectId || undefined} />
      </Col>
    </Row>
  );
}
