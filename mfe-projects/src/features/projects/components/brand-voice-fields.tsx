import { Card, Form, Select, Slider, Typography } from 'antd';
import { BRAND_VOICE_WORDS_MAX, brandVoiceSchema } from '@brandcast/shared';

/**
 * A tone scale: its two ends named at the marks, 50 in the middle is neutral. The end names are aligned
 * inside the track (antd centres a mark on its point, which pushes them past the card on a phone).
 */
function ToneSlider({
  name,
  label,
  low,
  high,
}: {
  name: 'formality' | 'playfulness';
  label: string;
  low: string;
  high: string;
}) {
  const marks = {
    0: { label: low, style: { transform: 'none' } },
    50: ' ',
    100: { label: high, style: { transform: 'translateX(-100%)' } },
  };
  return (
    <Form.Item label={label} name={['voice', name]}>
      <Slider
        min={0}
        max={100}
        step={5}
        marks={marks}
        ariaLabelForHandle={`${label}: 0 ${low.toLowerCase()}, 100 ${high.toLowerCase()}`}
      />
    </Form.Item>
  );
}

/** A list of words checked by the shared schema (an empty list is fine: zodRule would require one). */
const wordsRule = (name: 'wordsToUse' | 'wordsToAvoid') => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = brandVoiceSchema.shape[name].safeParse(value ?? []);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid words');
  },
});

/** Words as tags: type one and press Enter (or a comma). */
function WordTags({ name, label, extra }: { name: 'wordsToUse' | 'wordsToAvoid'; label: string; extra: string }) {
  return (
    <Form.Item label={label} name={['voice', name]} extra={extra} rules={[wordsRule(name)]}>
      <Select
        mode="tags"
        tokenSeparators={[',']}
        open={false}
        suffixIcon={null}
        aria-label={label}
        maxCount={BRAND_VOICE_WORDS_MAX}
        placeholder="Type a word, press Enter"
      />
    </Form.Item>
  );
}

/** The project's brand voice, which both writers follow: tone on two scales and words to use and to avoid. */
export function BrandVoiceFields() {
  return (
    <Card size="small" title="Brand voice" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        How the writer sounds for this brand. The middle of each scale is neutral.
      </Typography.Paragraph>
      <ToneSlider name="formality" label="Formal or casual" low="Formal" high="Casual" />
      <ToneSlider name="playfulness" label="Serious or playful" low="Serious" high="Playful" />
      <WordTags name="wordsToUse" label="Words to use" extra="Words the writer uses where they fit, e.g. sourdough." />
      <WordTags name="wordsToAvoid" label="Words to avoid" extra="Words the writer never uses, e.g. cheap." />
    </Card>
  );
}
