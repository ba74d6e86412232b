import { z } from 'zod';
import {
  PROJECT_DETAIL_FIELDS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type Project,
  type ProjectDetailField,
} from '@brandcast/shared';
import { envelope } from './common';

export const projectSchema = z
  .object({
    _id: z.string(),
    ownerId: z.string(),
    public: z.boolean(),
    details: z.object(
      Object.fromEntries(PROJECT_DETAIL_FIELDS.map((field) => [field, z.string()])) as Record<ProjectDetailField, z.ZodString>,
    ),
    status: z.enum(PROJECT_STATUSES),
    type: z.enum(PROJECT_TYPES),
    dueDate: z.string().nullable().describe('YYYY-MM-DD'),
    progress: z.number().int().min(0).max(100).describe('Share of the nine brand fields filled, 0-100'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Project' });

const _sameProject: Project = {} as z.output<typeof projectSchema>;
void _sameProject;

export const projectResponse = envelope(projectSchema);

export const projectListResponse = z.object({
  data: z.array(projectSchema),
  pagination: z.object({
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** Any string: an id that is not one of ours answers 404 like an unknown one, never 400 or 500. */
export const projectParams = z.object({ id: z.string().max(100) });
