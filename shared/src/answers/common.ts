import { z } from 'zod';
import { COLLABORATOR_ROLES } from '../schemas/collaborator';

/*
 * What the API answers, written once: each answer's zod schema lives in this folder. The API's routes declare
 * them as their responses (they are checked and serialised against them, and the OpenAPI document is built
 * from them); the front ends take only the types inferred from them (`import type`), so no schema is bundled
 * where nothing parses.
 */

/** A caller's role on a project: its owner, or a collaborator's role (COLLABORATOR_ROLES). */
export const PROJECT_ROLES = ['owner', ...COLLABORATOR_ROLES] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** `role` of an answer about a project's content: the caller's role on that project. */
export const projectRole = (of: string) => z.enum(PROJECT_ROLES).describe(`The caller's role on ${of}`);

/** Fastify's error shape, which every error answer keeps. */
export const errorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.output<typeof errorSchema>;

/** `{ data: ... }` around every success body. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
/** Every successful API body is `{ data }`. */
export type ApiEnvelope<T> = { data: T };

export const paginationSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.output<typeof paginationSchema>;

/** A page of a list: its items and where it stands in the whole. */
export const pageOf = <T extends z.ZodType>(data: T) => z.object({ data, pagination: paginationSchema });
/** The answer of a list route (pageOf): the page's items and its pagination. */
export type Paged<T> = { data: T[]; pagination: Pagination };
