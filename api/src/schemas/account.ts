import { z } from 'zod';
import { ACCOUNT_TEXTS } from '@brandcast/shared';
import { pathId } from './common';

export const accountExportParams = z.object({ id: pathId(ACCOUNT_TEXTS.exportNotFound) });
export const accountExportFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
