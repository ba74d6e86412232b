import { z } from 'zod';
import { PROJECT_DETAIL_FIELDS, PROJECT_STATUSES, PROJECT_TYPES, type ProjectDetailField } from '../constants/domain';
import { brandSchema } from './branding';
import { envelope, pageOf, projectRole } from './common';
import { copySchema } from './copy';
import { messageSchema } from './message';

const detailsSchema = z.object(
  Object.fromEntries(PROJECT_DETAIL_FIELDS.map((field) => [field, z.string()])) as Record<
    ProjectDetailField,
    z.ZodString
  >,
);

/** The project as the API answers it: the spec's server shape (its `_id` included) plus status, type and dueDate. */
export const projectSchema = z
  .object({
    _id: z.string(),
    ownerId: z.string(),
    public: z.boolean(),
    details: detailsSchema,
    voice: z
      .object({
        formality: z.number().int(),
        playfulness: z.number().int(),
        wordsToUse: z.array(z.string()),
        wordsToAvoid: z.array(z.string()),
      })
      .describe(
        'The brand voice both writers follow: 0 formal … 100 casual, 0 serious … 100 playful (50 neutral); words to use and to avoid',
      ),
    status: z.enum(PROJECT_STATUSES),
    type: z.enum(PROJECT_TYPES),
    dueDate: z.string().nullable().describe('YYYY-MM-DD'),
    progress: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('round(100 x (brand fields filled + a published message + a copy) / 11), 0-100'),
    role: projectRole('the project'),
    stats: z
      .object({ messages: z.number().int(), copies: z.number().int(), recordings: z.number().int() })
      .describe("Counted from the project's rows"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Project' });
export type Project = z.output<typeof projectSchema>;

/** What anyone with the link sees: no owner, no collaborators, nothing private. */
export const publicProjectSchema = z
  .object({
    _id: z.string(),
    details: detailsSchema,
    type: z.enum(PROJECT_TYPES),
    createdAt: z.string(),
    updatedAt: z.string(),
    brand: brandSchema.nullable().describe("The owner's logo and colour, while their plan includes custom branding"),
  })
  .meta({ id: 'PublicProject' });
export type PublicProject = z.output<typeof publicProjectSchema>;

export const publicProjectResponse = envelope(publicProjectSchema);

/** GET /project/{id}/export: the project and its content, as the file the browser saves. */
export const projectExportSchema = z.object({
  exportedAt: z.string(),
  project: projectSchema,
  messages: z.array(messageSchema).describe("The project's brand messages, newest first"),
  copies: z.array(copySchema).describe("The project's copies, newest first"),
});
export type ProjectExport = z.output<typeof projectExportSchema>;
export const projectExportResponse = envelope(projectExportSchema);

export const projectResponse = envelope(projectSchema);
export const projectListResponse = pageOf(z.array(projectSchema));
