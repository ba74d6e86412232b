import { useMutation } from '@tanstack/react-query';
import type { Copy, CopyGenerateInput, Platform } from '@brandcast/shared';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

/** Costs CREDIT_COSTS.copyGeneration per request; one request writes copies for one platform. */
export const generateCopies = (input: CopyGenerateInput) =>
  api.post<Copy[]>(copyEndpoints.generate, input, { idempotent: true });

export interface PlatformGeneration {
  platform: Platform;
  copies: Copy[];
  /** Why this platform's request failed (e.g. a 402 once the credits ran out). */
  error?: unknown;
}

/** One request per platform, sent together; each platform succeeds or fails on its own. */
export function useGenerateForPlatforms() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: async ({ platforms, ...input }: Omit<CopyGenerateInput, 'platform'> & { platforms: Platform[] }) => {
      const settled = await Promise.allSettled(platforms.map((platform) => generateCopies({ ...input, platform })));
      return settled.map((result, index): PlatformGeneration =>
        result.status === 'fulfilled'
          ? { platform: platforms[index]!, copies: result.value }
          : { platform: platforms[index]!, copies: [], error: result.reason },
      );
    },
    onSettled: () => invalidate({ charged: true }),
  });
}
