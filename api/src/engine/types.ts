import type { LineShape } from '@brandcast/shared/scoring';
import type {
  BrandVoice as StoredBrandVoice,
  CopyFormat,
  MessageType,
  Platform,
  ProjectDetails,
  ProviderName,
} from '@brandcast/shared';

export { PROVIDER_NAMES, type ProviderName } from '@brandcast/shared';

/** The project's voice as the engine reads it: any part may be missing (then neutral). */
export type BrandVoice = Partial<StoredBrandVoice>;

/** What the engine reads of a project: its nine brand fields (any may be empty or missing) and its voice. */
export interface EngineProject {
  details: Partial<ProjectDetails>;
  voice?: BrandVoice | null;
}

/** What the engine reads of a brand message. */
export interface EngineMessage {
  type: MessageType;
  content: string;
  title?: string;
}

/** What the engine reads of a copy. */
export interface EngineCopy {
  platform: Platform;
  format: CopyFormat;
  content: string;
  title?: string;
  hashtags?: string[];
}

export interface GeneratedMessage {
  type: MessageType;
  title: string;
  content: string;
}

export interface GeneratedCopy {
  platform: Platform;
  format: CopyFormat;
  title: string;
  /** Within the platform's cap (spec section 5). */
  content: string;
  /** `#word` each, deduplicated; those the platform shows inline are also in `content`. */
  hashtags: string[];
}

/** Which provider wrote a result; `fallbackReason` says why the built-in one stood in, when it did. */
export interface Provenance {
  provider: ProviderName;
  fallbackReason?: string;
}

export interface Generated<T> extends Provenance {
  items: T[];
  /**
   * Why fewer than `count` came back, in words a user can act on: the fields gave only so many strong
   * lines, and the writer returns fewer rather than filler.
   */
  note?: string;
}

/** A seed makes the built-in provider's output repeatable; the same seed gives the same text. */
export interface MessageOptions {
  type: MessageType;
  count: number;
  seed: number;
  /**
   * The shape this account's audience has been shown to click more (audienceLearning, shared), and how far to
   * favour it in the ranking; absent until the evidence is there.
   */
  favour?: { shape: LineShape; weight: number };
}

export interface VariantOptions {
  count: number;
  seed: number;
  /** The message's project: variants then come from its brief, in other angles and devices. */
  project?: EngineProject;
}

export interface CopyOptions {
  platform: Platform;
  format: CopyFormat;
  count: number;
  seed: number;
}

export interface GenerationProvider {
  readonly name: ProviderName;
  generateMessages(project: EngineProject, options: MessageOptions): Promise<Generated<GeneratedMessage>>;
  /** Variants of a message: each differs from it and from the others. */
  generateVariants(message: EngineMessage, options: VariantOptions): Promise<Generated<GeneratedMessage>>;
  /** Copies for one platform, from the message when there is one, else from the project. */
  generateCopies(
    project: EngineProject,
    message: EngineMessage | null,
    options: CopyOptions,
  ): Promise<Generated<GeneratedCopy>>;
  /** The copy rewritten for another platform. */
  adaptCopy(copy: EngineCopy, platform: Platform, seed: number): Promise<Provenance & { copy: GeneratedCopy }>;
  hashtags(text: string, project: EngineProject): Promise<Provenance & { hashtags: string[] }>;
}
