import { Alert, Button, Card, Collapse, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BRAND_VOICE_DEFAULT,
  PROJECT_DETAIL_FIELDS,
  PROJECT_DETAIL_LABELS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
  projectDescription,
  brandVoiceSchema,
  projectDetailsSchema,
  type BrandVoice,
  type ProjectDetailField,
  type ProjectDetails,
  type ProjectType,
} from '@brandcast/shared';
import { AutosaveRestored, AutosaveStatus, datePickerFormat, zodRule, type Autosave } from '@brandcast/shared/ui';
import { BrandVoiceFields } from './brand-voice-fields';

/** What a good answer looks like, shown under each field. */
const HINTS: Record<ProjectDetailField, string> = {
  businessName: 'The name customers know you by, e.g. "Northwind Coffee".',
  whatYouSell: 'The product or service in plain words, e.g. "Single-origin coffee beans by subscription".',
  whoYouSellTo: 'A specific audience, e.g. "home baristas in busy cities".',
  problemYouSolve: 'Their pain, in their words, e.g. "stale supermarket coffee".',
  uniqueValue: 'Why you and not the others, e.g. "roasted the day it ships".',
  priceRange: 'e.g. "$15-$30 a bag" or "premium".',
  businessGoal: 'What this project should achieve, e.g. "500 subscribers by summer".',
  location: 'Where you sell, e.g. "US and Canada" or "online".',
  businessStage: 'e.g. "idea", "launching", "growing", "established".',
};

/** Type and due date say nothing of the brand: what each is for, in the product's words (issue 28). */
export const TYPE_HELP =
  'What kind of work this project is. It labels the project and lets you filter your list by it; it does not change what Brandcast writes.';
export const DUE_DATE_HELP =
  "When you want this project's messages and copies ready. It shows on the project's card and lets you sort your list by it; no reminder is sent.";

const LONG_FIELDS = new Set<ProjectDetailField>(['whatYouSell', 'problemYouSolve', 'uniqueValue', 'businessGoal']);

export interface ProjectFormValues {
  details: ProjectDetails;
  voice?: BrandVoice;
  type?: ProjectType;
  dueDate?: string | null;
}

interface FormShape extends ProjectDetails {
  voice?: Partial<BrandVoice>;
  type?: ProjectType;
  dueDate?: Dayjs | null;
}

/** What the form holds, as the API takes it; null while a field would be refused (autosave waits). */
export function projectFormValues(values: Partial<FormShape>): ProjectFormValues | null {
  const { type, dueDate, voice, ...details } = values;
  const parsed = projectDetailsSchema.safeParse(details);
  const parsedVoice = brandVoiceSchema.safeParse(voice ?? {});
  if (!parsed.success || !parsedVoice.success) return null;
  return {
    details: parsed.data,
    voice: parsedVoice.data,
    type,
    dueDate: dueDate ? dueDate.format('YYYY-MM-DD') : null,
  };
}

export function ProjectForm({
  initial,
  submitLabel,
  pending,
  error,
  autosave,
  onSubmit,
}: {
  initial?: Partial<ProjectFormValues>;
  submitLabel: string;
  pending: boolean;
  error?: string | null;
  /** Keeps unsaved work (the "autosave" preference); drafts are kept as the API takes them. */
  autosave?: Autosave<ProjectFormValues>;
  onSubmit: (values: ProjectFormValues) => void;
}) {
  const [form] = Form.useForm<FormShape>();
  const [restored, setRestored] = useState(autosave?.restored ?? null);
  const [preview, setPreview] = useState(() => {
    const details = restored?.values.details ?? initial?.details;
    return projectDescription({
      whoYouSellTo: details?.whoYouSellTo ?? '',
      problemYouSolve: details?.problemYouSolve ?? '',
    });
  });

  // Unsaved work from before a reload or a sign-in goes back into the form once, over what was loaded (restored is
  // only ever set at mount, then cleared by Discard).
  useEffect(() => {
    if (!restored) return;
    const { details, type, dueDate } = restored.values;
    form.setFieldsValue({ ...details, type, dueDate: dueDate ? dayjs(dueDate) : null });
  }, [form, restored]);

  const finish = (values: FormShape) => {
    const parsed = projectFormValues(values);
    if (parsed) onSubmit(parsed);
  };

  const discard = () => {
    form.resetFields();
    autosave?.discard();
    setRestored(null);
    const details = initial?.details;
    setPreview(
      projectDescription({
        whoYouSellTo: details?.whoYouSellTo ?? '',
        problemYouSolve: details?.problemYouSolve ?? '',
      }),
    );
  };

  return (
    <Form<FormShape>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        ...initial?.details,
        voice: initial?.voice ?? BRAND_VOICE_DEFAULT,
        type: initial?.type ?? 'brand_identity',
        dueDate: initial?.dueDate ? dayjs(initial.dueDate) : null,
      }}
      onValuesChange={(_changed, all) => {
        setPreview(
          projectDescription({ whoYouSellTo: all.whoYouSellTo ?? '', problemYouSolve: all.problemYouSolve ?? '' }),
        );
        const values = projectFormValues(all);
        if (values) autosave?.change(values);
      }}
      onFinish={finish}
      disabled={pending}
      style={{ maxWidth: 720 }}
    >
      {restored ? <AutosaveRestored at={restored.at} onDiscard={discard} /> : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Card size="small" style={{ marginBottom: 16 }} title="How your project will be described">
        <Typography.Text type={preview ? undefined : 'secondary'} data-testid="description-preview">
          {preview || 'Fill in who you sell to and the problem you solve to see it.'}
        </Typography.Text>
      </Card>
      {PROJECT_DETAIL_FIELDS.map((field) => (
        <Form.Item
          key={field}
          label={PROJECT_DETAIL_LABELS[field]}
          name={field}
          extra={HINTS[field]}
          rules={zodRule(projectDetailsSchema.shape[field])}
        >
          {LONG_FIELDS.has(field) ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} /> : <Input />}
        </Form.Item>
      ))}
      <BrandVoiceFields />
      {/* Not needed to describe a brand: out of the first form, open when a project already has them set. */}
      <Collapse
        ghost
        style={{ marginBottom: 16 }}
        defaultActiveKey={initial?.dueDate || (initial?.type && initial.type !== 'brand_identity') ? ['more'] : []}
        items={[
          {
            key: 'more',
            label: 'More options: project type and due date',
            forceRender: true,
            children: (
              <>
                <Form.Item label="Project type" name="type" extra={TYPE_HELP}>
                  <Select options={PROJECT_TYPES.map((value) => ({ value, label: PROJECT_TYPE_LABELS[value] }))} />
                </Form.Item>
                <Form.Item label="Due date (optional)" name="dueDate" extra={DUE_DATE_HELP} style={{ marginBottom: 0 }}>
                  <DatePicker format={datePickerFormat()} />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
      <Space wrap size="middle">
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
        {autosave ? <AutosaveStatus autosave={autosave} /> : null}
      </Space>
    </Form>
  );
}
