import { z } from 'zod';
import { pathId } from './common';

export const API_TOKEN_NOT_FOUND = 'API token not found. It may have been revoked already.';
export const apiTokenParams = z.object({ id: pathId(API_TOKEN_NOT_FOUND) });
