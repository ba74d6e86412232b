import { z } from 'zod';
import { NOT_FOUND } from '../lib/domain-errors';
import { pathId } from './common';

export const copyParams = z.object({ id: pathId(NOT_FOUND.copy) });
