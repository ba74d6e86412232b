import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_LOGO_FIELD, BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MAX_SIDE, brandColorInputSchema } from '@brandcast/shared';
import { brandingResponse } from '@brandcast/shared/answers';
import { NotFound } from '../../lib/domain-errors';
import { requireFeature } from '../../lib/feature-gate';
import { readImageUpload, sendImage, type ImageUploadRules } from '../../lib/image-upload';
import { BRAND_LOGO_NOT_FOUND, brandLogoParams } from '../../schemas/branding';
import { errors, noContent } from '../../schemas/common';

/** A logo is shown at most 240 wide or 64 high (public page, emails): stored within 480×480, twice that. */
export const BRAND_LOGO_STORED_SIDE = 480;
export const BRAND_LOGO_UPLOAD: ImageUploadRules = {
  field: BRAND_LOGO_FIELD,
  label: 'logo',
  maxBytes: BRAND_LOGO_MAX_BYTES,
  maxSide: BRAND_LOGO_MAX_SIDE,
  storedSide: BRAND_LOGO_STORED_SIDE,
};

/**
 * /branding: the signed-in owner's custom branding (Enterprise and admin), shown on their public project
 * pages and in the invitations they send. Setting it is gated (403 naming the plan); reading and removing
 * it are not, so a downgraded owner still sees what is kept and can delete it. Account settings: a sign-in,
 * never an API token. GET /branding/logo/{id} is public (pages and emails show it), while the plan shows it.
 */
const brandingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['branding'];
  const branding = fastify.brandingRepository;
  const signedIn = [fastify.authenticate, fastify.refuseApiToken];

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The caller's logo and brand colour, and whether their plan shows them now",
        response: { 200: brandingResponse, ...errors(401, 403) },
      },
      onRequest: signedIn,
    },
    async (request) => ({ data: await branding.get(request.user.id) }),
  );

  fastify.put(
    '/color',
    {
      schema: {
        tags,
        security,
        summary: 'Set the brand colour (Enterprise plan): a hex colour of six digits, e.g. #1677ff',
        body: brandColorInputSchema,
        response: { 200: brandingResponse, ...errors(400, 401, 403) },
      },
      onRequest: signedIn,
    },
    async (request) => {
      requireFeature(request.user, 'customBranding');
      await branding.setColor(request.user.id, request.body.color);
      return { data: await branding.get(request.user.id) };
    },
  );

  fastify.delete(
    '/color',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the brand colour',
        response: { 200: brandingResponse, ...errors(401, 403) },
      },
      onRequest: signedIn,
    },
    async (request) => {
      await branding.setColor(request.user.id, null);
      return { data: await branding.get(request.user.id) };
    },
  );

  fastify.put(
    '/logo',
    {
      schema: {
        tags,
        security,
        summary: `Upload the logo (Enterprise plan; multipart field "${BRAND_LOGO_FIELD}": a whole PNG, JPEG, WebP or GIF, at most ${BRAND_LOGO_MAX_BYTES / (1024 * 1024)} MB and ${BRAND_LOGO_MAX_SIDE}×${BRAND_LOGO_MAX_SIDE} pixels)`,
        consumes: ['multipart/form-data'],
        response: { 200: brandingResponse, ...errors(400, 401, 403, 413, 415) },
      },
      onRequest: signedIn,
    },
    async (request) => {
      // The gate before the body is read: a plan without branding uploads nothing.
      requireFeature(request.user, 'customBranding');
      const { type, data } = await readImageUpload(request, BRAND_LOGO_UPLOAD);
      await branding.setLogo(request.user.id, type, data);
      return { data: await branding.get(request.user.id) };
    },
  );

  fastify.delete(
    '/logo',
    {
      schema: { tags, security, summary: 'Remove the logo', response: { 200: brandingResponse, ...errors(401, 403) } },
      onRequest: signedIn,
    },
    async (request) => {
      await branding.clearLogo(request.user.id);
      return { data: await branding.get(request.user.id) };
    },
  );

  fastify.delete(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "Remove the logo and the brand colour (back to Brandcast's look)",
        response: { 204: noContent, ...errors(401, 403) },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await branding.clear(request.user.id);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/logo/:id',
    {
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "An owner's logo (public: their pages and emails show it); 404 once their plan no longer shows it",
        params: brandLogoParams,
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        response: { 200: z.any().describe('The image bytes'), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const logo = await branding.shownLogo(request.params.id);
      if (!logo) throw new NotFound(BRAND_LOGO_NOT_FOUND);
      // Short: a downgrade stops showing it within minutes, even where it was cached.
      return sendImage(reply, logo, 'public, max-age=300');
    },
  );
};

export default brandingRoutes;
