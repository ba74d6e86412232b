import { Button, Card, Flex, Typography } from 'antd';
import { isBrandColor, textOnBrandColor } from '@brandcast/shared';

/** How a public project page and an invitation look in the brand: the logo, an accent bar and a button. */
export function BrandPreview({ color, logoUrl }: { color: string | null; logoUrl: string | null }) {
  const accent = isBrandColor(color) ? color : undefined;
  return (
    <Card size="small" type="inner" title="Preview" role="region" aria-label="Branding preview">
      <div
        style={{ borderTop: `4px solid ${accent ?? 'transparent'}`, paddingTop: 12 }}
        data-testid="brand-preview-accent"
      >
        {logoUrl ? (
          <img
            src={logoUrl}
            alt="Your logo"
            style={{ maxHeight: 48, maxWidth: 200, display: 'block', marginBottom: 12 }}
          />
        ) : null}
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          Your public project
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button
            type="primary"
            tabIndex={-1}
            style={accent ? { background: accent, borderColor: accent, color: textOnBrandColor(accent) } : undefined}
          >
            Open the project
          </Button>
        </Flex>
      </div>
    </Card>
  );
}
