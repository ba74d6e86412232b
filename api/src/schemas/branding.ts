import { z } from 'zod';
import { pathId } from './common';

export const BRAND_LOGO_NOT_FOUND = 'This logo does not exist.';
export const brandLogoParams = z.object({ id: pathId(BRAND_LOGO_NOT_FOUND) });
