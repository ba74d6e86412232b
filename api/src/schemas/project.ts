import { z } from 'zod';
import { NOT_FOUND } from '../lib/domain-errors';
import { pathId } from './common';

export const projectParams = z.object({ id: pathId(NOT_FOUND.project) });
