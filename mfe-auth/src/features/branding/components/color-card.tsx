import { Alert, Button, Card, Flex, Input, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { ERRORS, normalizeBrandColor, BRAND_COLOR_INVALID } from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useSetBrandColor } from '../api/branding';

/** A colour picker (the browser's own) and its hex value, checked by shared's rule before it is sent. */
export function ColorCard({ color, onDraft }: { color: string | null; onDraft: (color: string | null) => void }) {
  const [text, setText] = useState(color ?? '');
  const save = useSetBrandColor();
  const { token } = theme.useToken();
  useEffect(() => setText(color ?? ''), [color]);
  const normalized = text.trim() ? normalizeBrandColor(text) : null;
  const invalid = text.trim() !== '' && normalized === null;
  const change = (value: string) => {
    setText(value);
    onDraft(normalizeBrandColor(value));
  };
  return (
    <Card title="Brand colour">
      <Flex vertical gap={12} align="flex-start">
        <Flex gap={8} align="center" wrap>
          <input
            type="color"
            aria-label="Pick a brand colour"
            value={normalized ?? color ?? '#1677ff'}
            onChange={(event) => change(event.target.value)}
            style={{
              width: 48,
              height: 40,
              padding: 2,
              border: `1px solid ${token.colorBorder}`,
              borderRadius: token.borderRadius,
              background: 'transparent',
              cursor: 'pointer',
            }}
          />
          <Input
            aria-label="Brand colour (hex)"
            placeholder="#1677ff"
            value={text}
            onChange={(event) => change(event.target.value)}
            status={invalid ? 'error' : undefined}
            style={{ width: 140 }}
            maxLength={9}
          />
          <Button
            type="primary"
            disabled={!normalized || normalized === color}
            loading={save.isPending}
            onClick={() =>
              normalized &&
              save.mutate(normalized, {
                onSuccess: () => toast.success('Your brand colour was saved.'),
                onError: (error) => toast.error(getErrorMessage(error, ERRORS.saveBrandingFailed)),
              })
            }
          >
            Save colour
          </Button>
        </Flex>
        {invalid ? <Typography.Text type="danger">{BRAND_COLOR_INVALID}</Typography.Text> : null}
        {save.isError ? (
          <Alert type="error" showIcon title={getErrorMessage(save.error, ERRORS.saveBrandingFailed)} />
        ) : null}
        <Typography.Text type="secondary">
          Used for the accents of your public project pages and the invitations you send.
        </Typography.Text>
      </Flex>
    </Card>
  );
}
