import { z } from 'zod';
import { NOT_FOUND } from '../lib/domain-errors';
import { pathId } from './common';

export const messageParams = z.object({ id: pathId(NOT_FOUND.message) });
