import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@brandcast/shared/answers';
import { hitRateLimit } from '../../db/rate-limits';
import { isPersonsBrowser, visitorKeyer } from '../../lib/visitor';
import { errors } from '../../schemas/common';

const LINK_NOT_FOUND =
  'This link does not exist or has expired. Check that it was copied whole, or ask whoever shared it for a new one.';

/**
 * Clicks a link can count a minute, whoever sends them: past this, a visit still redirects but is not counted, so
 * addresses taken in turn cannot inflate a link's clicks faster than this.
 */
export const LINK_COUNTED_CLICKS_PER_MINUTE = 120;

/** What a person who follows a dead link in a browser sees. */
const notFoundPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not found · Brandcast</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1f1f1f; line-height: 1.5">
<h1 style="font-size: 1.5rem">Link not found</h1>
<p>${LINK_NOT_FOUND}</p>
</body>
</html>
`;

/**
 * /r/{code}: tracked links, public (no sign-in). {APP_URL}/r/{code} is rewritten here (server-options.ts).
 * A GET from a person's browser counts one click (and one on the copy the link belongs to) the first time
 * that visitor (an address, an IPv6 /64) follows the link on a day, at most LINK_COUNTED_CLICKS_PER_MINUTE a
 * minute per link, and redirects; a HEAD, a crawler or a link preview redirects
 * without counting. Codes can be guessed at, so the route is rate-limited per IP.
 */
const linkRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const links = fastify.trackedLinksRepository;
  const visitorOf = visitorKeyer(fastify.config.jwtSecret);
  /**
   * A click, counted unless the link is past its rate; one that cannot be counted (a count at its bound, the
   * database refusing) is logged and still redirects.
   */
  const countedClick = async (code: string, visitor: string) => {
    try {
      const { current } = await hitRateLimit(fastify.db, `link-clicks ${code}`, 60_000);
      if (current > LINK_COUNTED_CLICKS_PER_MINUTE) return await links.target(code);
      return await links.click(code, visitor);
    } catch (error) {
      fastify.log.warn({ err: error, code }, 'a tracked link click was not counted');
      return links.target(code);
    }
  };

  fastify.get(
    '/:code',
    {
      config: { rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: {
        tags: ['links'],
        summary:
          'Follow a tracked link: redirects (302) to its target and counts the click, once per visitor a day; crawlers and link previews are not counted; unknown codes answer 404',
        params: z.object({ code: z.string().max(100) }),
        response: {
          302: z.null().describe('Redirect to the target (Location header)'),
          404: {
            description:
              'No such link: a page a person can read for a browser (Accept: text/html), else the JSON error',
            content: {
              'text/html': { schema: z.string().describe('The "Link not found" page') },
              'application/json': { schema: errorSchema },
            },
          },
          ...errors(429),
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const userAgent = request.headers['user-agent'];
      const counts = request.method === 'GET' && isPersonsBrowser(userAgent);
      const target = counts ? await countedClick(code, visitorOf(request.ip)) : await links.target(code);
      reply.header('cache-control', 'no-store');
      // Stored as a normalised href since issue 27; a link stored before may hold non-ASCII, which Location cannot.
      if (target) return reply.redirect(new URL(target).href, 302);
      // Browsers ask for HTML: a page a person can read; anything else gets the API's JSON error.
      if ((request.headers.accept ?? '').includes('text/html')) {
        return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
      }
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: LINK_NOT_FOUND });
    },
  );
};

export default linkRoutes;
