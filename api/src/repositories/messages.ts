import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  ERRORS,
  MAX_VARIANTS,
  canDoToMessage,
  type MessageAction,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  MESSAGE_TYPE_LABELS,
  projectName,
  type Message,
  type MessageCreateInput,
  type MessageListQuery,
  type MessageStatus,
  type MessageTestResults,
  type MessageType,
  type MessageUpdateInput,
  type MessageVariant,
  type ProjectRole,
  type ProviderName,
  type SplitTestLink,
} from '@brandcast/shared';
import { scoreMessage } from '@brandcast/shared/scoring';
import { messages, projectCollaborators, projects, users, type MessageRow, type TrackedLinkRow } from '../db/schema';
import type { Orm } from '../db/client';
import type { Provenance } from '../engine/types';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { linkUrl } from '../lib/link-code';
import { creditsRepository, type CreditsRepository, type Tx } from './credits';
import { can, isUuid, projectMissing, roleOf } from './project-access';
import { trackedLinksRepository } from './tracked-links';

/** A message someone may not see answers exactly like one that does not exist. */
export const messageMissing = () => notFound(`${ERRORS.messageNotFound}.`);
export const VIEWER_CANT_CHANGE = "Viewers can't change this project's messages.";
export const messageForbidden = () => forbidden(VIEWER_CANT_CHANGE);

/** The 409's words: what is wrong and what to do instead. */
function refusal(action: MessageAction, status: MessageStatus): string | undefined {
  if (canDoToMessage(action, status)) return undefined;
  if (status === 'archived') {
    return action === 'archive'
      ? 'This message is already archived.'
      : 'This message is archived, so it can no longer be changed. Duplicate it to work on a new draft.';
  }
  // Everything else is allowed from every other status: what is left is publishing a published message.
  return 'This message is already published.';
}

/** A message row with its project's name and the caller's role on the project (null: not a member). */
type MessageRecord = MessageRow & { businessName: string; role: ProjectRole | null };

/** Throws the answer for a caller who may not do `action` to this message (404, 403 or 409). */
export function checkAction(record: MessageRecord | undefined, action: MessageAction): MessageRecord & { role: ProjectRole } {
  if (!record?.role) throw messageMissing();
  if (!can(record.role, 'edit')) throw messageForbidden();
  const refused = refusal(action, record.status);
  if (refused) throw conflict(refused);
  return { ...record, role: record.role };
}

/** Text cut to `max` characters (whole characters, never half an emoji), for what a model may write too long. */
function clip(text: string, max: number): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(trimmed);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : trimmed;
}

/** `%` and `_` in what the user typed are literal, not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const plural = (n: number, type: MessageType) => {
  const label = MESSAGE_TYPE_LABELS[type].toLowerCase();
  return `${n} ${label}${n === 1 ? '' : 's'}`;
};

/** "Tagline", or the message's title, for ledger lines. */
const shortName = (row: Pick<MessageRow, 'title' | 'content'>) => `"${clip(row.title || row.content, 60)}"`;

/** What a generated message needs to be stored. */
export interface NewMessage {
  type: MessageType;
  title: string;
  content: string;
  provider: ProviderName | null;
  providerNote: string | null;
}

/** The split test's arms, with their tracked links and clicks; null until the message is tested. */
function testResultsOf(row: MessageRow, links: TrackedLinkRow[], appUrl: string): MessageTestResults | null {
  if (!row.testedAt || links.length === 0) return null;
  const position = (link: TrackedLinkRow) => (link.variantId === null ? -1 : row.variants.findIndex((v) => v.id === link.variantId));
  const arms: SplitTestLink[] = [...links]
    .sort((a, b) => position(a) - position(b))
    .map((link) => {
      const index = position(link);
      const variant = index >= 0 ? row.variants[index] : undefined;
      return {
        variantId: link.variantId,
        label: link.variantId === null ? 'Original' : `Variant ${index + 1}`,
        content: link.variantId === null ? row.content : (variant?.content ?? ''),
        code: link.code,
        url: linkUrl(appUrl, link.code),
        targetUrl: link.targetUrl,
        clicks: link.clicks,
      };
    });
  const totalClicks = arms.reduce((sum, arm) => sum + arm.clicks, 0);
  const most = Math.max(...arms.map((arm) => arm.clicks));
  const leaders = arms.filter((arm) => arm.clicks === most);
  return {
    startedAt: row.testedAt.toISOString(),
    links: arms,
    totalClicks,
    // null is the message itself; left out on a tie or before the first click.
    leaderVariantId: most > 0 && leaders.length === 1 ? leaders[0]!.variantId : undefined,
  };
}

function toMessage(row: MessageRecord & { role: ProjectRole }, links: TrackedLinkRow[], appUrl: string): Message {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: projectName({ businessName: row.businessName }),
    userId: row.userId,
    type: row.type,
    title: row.title,
    content: row.content,
    status: row.status,
    score: row.score,
    metrics: { clarity: row.clarity, impact: row.impact, memorability: row.memorability },
    scoreParts: row.scoreParts ?? null,
    variants: row.variants,
    testResults: testResultsOf(row, links, appUrl),
    provider: row.provider,
    providerNote: row.providerNote,
    role: row.role,
    testedAt: row.testedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Brand messages. A message belongs to a project and follows the project's rights (project-access.ts):
 * members read it; the owner and editors change it; anyone else gets 404. Every write locks the message
 * row and checks the rights and the status again inside its transaction, and whatever costs credits is
 * charged in that same transaction, after the result is written: if anything fails, nothing is charged.
 */
export function messagesRepository(orm: Orm, appUrl: string, credits: CreditsRepository = creditsRepository(orm)) {
  const links = trackedLinksRepository(orm);
  const columns = (userId: string) => ({ ...getTableColumns(messages), businessName: projects.businessName, role: roleOf(userId) });
  const select = (db: Tx | Orm, userId: string) =>
    db.select(columns(userId)).from(messages).innerJoin(projects, eq(projects.id, messages.projectId));

  /** The projects the user owns or that are shared with them. */
  const memberOf = (userId: string): SQL =>
    or(
      eq(projects.ownerId, userId),
      inArray(projects.id, orm.select({ id: projectCollaborators.projectId }).from(projectCollaborators).where(eq(projectCollaborators.userId, userId))),
    )!;

  /** Rows as answers: the split-test links of the tested ones are read in one query. */
  async function answers(rows: (MessageRecord & { role: ProjectRole })[]): Promise<Message[]> {
    const tested = rows.filter((row) => row.testedAt).map((row) => row.id);
    const all = await links.ofMessages(tested);
    return rows.map((row) => toMessage(row, all.filter((link) => link.messageId === row.id), appUrl));
  }

  async function find(userId: string, id: string): Promise<MessageRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await select(orm, userId).where(eq(messages.id, id)).limit(1);
    return row;
  }

  /** The message row, locked for this transaction, when the user may do `action` to it (else 404/403/409). */
  async function lock(tx: Tx, userId: string, id: string, action: MessageAction) {
    if (!isUuid(id)) throw messageMissing();
    const [row] = await select(tx, userId).where(eq(messages.id, id)).for('no key update', { of: messages });
    return checkAction(row, action);
  }

  /** Throws 404 or 403 unless the user may add messages to the project (the routes ask first; this repeats it in the write). */
  async function checkProject(db: Tx | Orm, userId: string, projectId: string): Promise<void> {
    if (!isUuid(projectId)) throw projectMissing();
    const [row] = await db.select({ role: roleOf(userId) }).from(projects).where(eq(projects.id, projectId)).limit(1);
    if (!row?.role) throw projectMissing();
    if (!can(row.role, 'edit')) throw messageForbidden();
  }

  async function insert(tx: Tx, userId: string, projectId: string, items: NewMessage[]): Promise<string[]> {
    const rows = await tx
      .insert(messages)
      .values(
        items.map((item) => ({
          projectId,
          userId,
          type: item.type,
          title: clip(item.title, MESSAGE_TITLE_MAX_LENGTH),
          content: clip(item.content, MESSAGE_CONTENT_MAX_LENGTH),
          provider: item.provider,
          providerNote: item.providerNote,
        })),
      )
      .returning({ id: messages.id });
    return rows.map((row) => row.id);
  }

  /**
   * Opens a transaction that will charge `userId`: their account row is locked first. Inserting a message
   * takes a share lock on its user's row (the foreign key), so two charging transactions that each took
   * that first would deadlock when the charge asks for the row itself.
   */
  function chargingTransaction<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return orm.transaction(async (tx) => {
      await credits.lockAccount(tx, userId);
      return work(tx);
    });
  }

  async function getMany(userId: string, ids: string[]): Promise<Message[]> {
    if (ids.length === 0) return [];
    const rows = await select(orm, userId).where(inArray(messages.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.map((id) => byId.get(id)).filter((row): row is MessageRecord & { role: ProjectRole } => Boolean(row?.role));
    return answers(ordered);
  }

  /** The answer after a write; 404 if the message went in the meantime (deleted, or access removed). */
  async function answer(userId: string, id: string): Promise<Message> {
    const [message] = await getMany(userId, [id]);
    if (!message) throw messageMissing();
    return message;
  }

  return {
    find,
    get: (userId: string, id: string) => (isUuid(id) ? getMany(userId, [id]).then(([message]) => message) : Promise.resolve(undefined)),

    /** A page of the messages of every project the user can read, newest first, and how many match. */
    async list(userId: string, query: MessageListQuery): Promise<{ messages: Message[]; total: number }> {
      const where = and(
        memberOf(userId),
        query.projectId ? eq(messages.projectId, query.projectId) : undefined,
        query.status ? eq(messages.status, query.status) : undefined,
        query.type ? eq(messages.type, query.type) : undefined,
        query.search ? or(ilike(messages.title, containsPattern(query.search)), ilike(messages.content, containsPattern(query.search))) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        select(orm, userId)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        orm.select({ total: count() }).from(messages).innerJoin(projects, eq(projects.id, messages.projectId)).where(where),
      ]);
      return { messages: await answers(rows as (MessageRecord & { role: ProjectRole })[]), total: counted?.total ?? 0 };
    },

    /** A message written by hand: a draft with score 0. */
    async create(userId: string, input: MessageCreateInput): Promise<Message> {
      const [id] = await orm.transaction(async (tx) => {
        await checkProject(tx, userId, input.projectId);
        return insert(tx, userId, input.projectId, [
          { type: input.type, title: input.title ?? '', content: input.content, provider: null, providerNote: null },
        ]);
      });
      return answer(userId, id!);
    },

    /**
     * Stores generated drafts and charges one brand-message generation for them, in one transaction:
     * without the credits (402) nothing is stored.
     */
    async createGenerated(userId: string, projectId: string, items: NewMessage[]): Promise<Message[]> {
      const ids = await chargingTransaction(userId, async (tx) => {
        await checkProject(tx, userId, projectId);
        const [project] = await tx.select({ businessName: projects.businessName }).from(projects).where(eq(projects.id, projectId));
        const ids = await insert(tx, userId, projectId, items);
        const type = items[0]!.type;
        await credits.charge(tx, userId, 'brandMessage', `Generated ${plural(items.length, type)} for ${projectName(project!)}`, ids[0]);
        return ids;
      });
      return getMany(userId, ids);
    },

    /**
     * Changes type, title or content. New content was never measured: the score, metrics and parts are
     * cleared, a message in testing goes back to draft, and it is no longer the provider's text.
     */
    async update(userId: string, id: string, patch: MessageUpdateInput): Promise<Message> {
      await orm.transaction(async (tx) => {
        const row = await lock(tx, userId, id, 'update');
        const contentChanged = patch.content !== undefined && patch.content.trim() !== row.content;
        await tx
          .update(messages)
          .set({
            ...(patch.type ? { type: patch.type } : {}),
            ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
            ...(contentChanged
              ? {
                  content: patch.content!.trim(),
                  score: 0,
                  clarity: 0,
                  impact: 0,
                  memorability: 0,
                  scoreParts: null,
                  testedAt: null,
                  provider: null,
                  providerNote: null,
                  ...(row.status === 'testing' ? { status: 'draft' as const } : {}),
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(messages.id, id));
      });
      return answer(userId, id);
    },

    async delete(userId: string, id: string): Promise<void> {
      await orm.transaction(async (tx) => {
        await lock(tx, userId, id, 'delete');
        await tx.delete(messages).where(eq(messages.id, id));
      });
    },

    /**
     * Appends generated variants (those the message does not already have, up to `count`) and charges one
     * generation. At most MAX_VARIANTS are kept: asking for more is a 400. The message's providerNote
     * becomes why the built-in writer stood in for these variants, or none when the model wrote them: the
     * answer says so, as generation's does.
     */
    async addVariants(userId: string, id: string, candidates: string[], count: number, { provider, fallbackReason }: Provenance): Promise<Message> {
      await chargingTransaction(userId, async (tx) => {
        const row = await lock(tx, userId, id, 'variants');
        checkVariantRoom(row.variants.length, count);
        const fresh: MessageVariant[] = [];
        for (const content of candidates.map((text) => clip(text, MESSAGE_CONTENT_MAX_LENGTH))) {
          if (fresh.length === count) break;
          if (!content || sameText(content, row.content) || [...row.variants, ...fresh].some((v) => sameText(v.content, content))) continue;
          fresh.push({ id: randomUUID(), content, provider, createdAt: new Date().toISOString() });
        }
        if (fresh.length === 0) {
          throw conflict('The writer came up only with variants this message already has. Nothing was charged; try again, or edit the message first.');
        }
        await tx
          .update(messages)
          .set({ variants: [...row.variants, ...fresh], providerNote: fallbackReason ?? null, updatedAt: new Date() })
          .where(eq(messages.id, id));
        await credits.charge(tx, userId, 'brandMessage', `${fresh.length} variant${fresh.length === 1 ? '' : 's'} of ${shortName(row)}`, id);
      });
      return answer(userId, id);
    },

    /**
     * Starts a split test: status testing; clarity, impact and memorability measured from the text (with
     * the parts behind them); one tracked link per arm (the message and each variant), replacing those of
     * an earlier test; charged as a split test.
     */
    async test(userId: string, id: string, targetUrl: string | undefined): Promise<Message> {
      await chargingTransaction(userId, async (tx) => {
        const row = await lock(tx, userId, id, 'test');
        const measured = scoreMessage(row.content);
        const now = new Date();
        await tx
          .update(messages)
          .set({
            status: 'testing',
            score: measured.score,
            clarity: measured.clarity,
            impact: measured.impact,
            memorability: measured.memorability,
            scoreParts: measured.parts,
            testedAt: now,
            updatedAt: now,
          })
          .where(eq(messages.id, id));
        const target = targetUrl ?? `${appUrl}/p/${row.projectId}`;
        await links.deleteOfMessage(tx, id);
        await links.insert(tx, [null, ...row.variants.map((v) => v.id)].map((variantId) => ({ messageId: id, variantId, targetUrl: target })));
        await credits.charge(tx, userId, 'splitTest', `Split test of ${shortName(row)}`, id);
      });
      return answer(userId, id);
    },

    async setStatus(userId: string, id: string, action: 'publish' | 'archive'): Promise<Message> {
      await orm.transaction(async (tx) => {
        await lock(tx, userId, id, action);
        await tx
          .update(messages)
          .set({ status: action === 'publish' ? 'published' : 'archived', updatedAt: new Date() })
          .where(eq(messages.id, id));
      });
      return answer(userId, id);
    },

    /** A new draft with the same type, title, text and variants: score 0, not tested. */
    async duplicate(userId: string, id: string): Promise<Message> {
      const newId = await orm.transaction(async (tx) => {
        // The insert's foreign key share-locks the user's row. Taken here, before the message, it comes in
        // the order test and variants take them (chargingTransaction); the other order deadlocks with them.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
        const row = await lock(tx, userId, id, 'duplicate');
        const [copy] = await tx
          .insert(messages)
          .values({
            projectId: row.projectId,
            userId,
            type: row.type,
            title: row.title,
            content: row.content,
            variants: row.variants,
            provider: row.provider,
            providerNote: row.providerNote,
          })
          .returning({ id: messages.id });
        return copy!.id;
      });
      return answer(userId, newId);
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;

/** 400 when `count` more variants would pass MAX_VARIANTS. */
export function checkVariantRoom(has: number, count: number): void {
  if (has + count <= MAX_VARIANTS) return;
  const room = MAX_VARIANTS - has;
  throw badRequest(
    room <= 0
      ? `This message already has ${has} variants, the most kept (${MAX_VARIANTS}). Duplicate it to start a new set.`
      : `This message has ${has} variants and keeps at most ${MAX_VARIANTS}: ask for ${room} more at most.`,
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    messagesRepository: MessagesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('messagesRepository', messagesRepository(fastify.db.orm, fastify.config.appUrl, fastify.creditsRepository));
  },
  { name: 'messages-repository', dependencies: ['db', 'config', 'credits-repository'] },
);
