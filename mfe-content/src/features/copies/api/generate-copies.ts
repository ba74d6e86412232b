import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, Copy, CopyGenerateInput, Platform } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { copyUrl, useInvalidateAfterWrite } from './invalidate';

/** Costs CREDIT_COSTS.copyGeneration per request; one request writes copies for one platform. */
export const generateCopies = (input: CopyGenerateInput) =>
  api.post<ApiEnvelope<Copy[]>>('/copy/generate', input).then((body) => body.data);

/** A new copy rewritten for another platform; costs CREDIT_COSTS.copyGeneration. */
export function useAdaptCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, platform }: { copyId: string; platform: Platform }) =>
      api.post<ApiEnvelope<Copy>>(`${copyUrl(copyId)}/adapt`, { platform }).then((body) => body.data),
    // A refusal (402) leaves the balance as it was, but the shell's number may be stale either way.
    onSettled: () => invalidate({ charged: true }),
  });
}

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
      return settled.map(
        (result, index): PlatformGeneration =>
          result.status === 'fulfilled'
            ? { platform: platforms[index]!, copies: result.value }
            : { platform: platforms[index]!, copies: [], error: result.reason },
      );
    },
    onSettled: () => invalidate({ charged: true }),
  });
}
