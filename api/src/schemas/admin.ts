import { z } from 'zod';
import { ADMIN } from '@brandcast/shared';
import { pathId } from './common';

export const adminAccountParams = z.object({ id: pathId(ADMIN.accountNotFound) });
