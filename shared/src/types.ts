import type { PlanId, SubscriptionStatus } from './constants/plans';
import type { Role } from './constants/roles';
import type { ProjectStatus, ProjectType } from './constants/domain';
import type { BrandVoice, ProjectDetails } from './schemas/project';

/** The user as the API answers it: never a password or a hash. */
export interface User {
  id: string;
  role: Role;
  subscription: { plan: PlanId; status: SubscriptionStatus };
  avatar: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Sign-in asks for a code from an authenticator app too (issue 27). */
  twoFactorEnabled: boolean;
  /** The address was confirmed by a link (issue 27): sharing, API tokens and paid plans wait for it. */
  emailVerified: boolean;
  /** Administers this installation (issue 28): changes any account's plan in Settings → Accounts. */
  isAdmin: boolean;
  /** The address waiting for its confirmation link (issue 27, row 13); only the profile answers say it. */
  pendingEmail?: string | null;
}

export type ProjectRole = 'owner' | 'editor' | 'viewer';

/** The project as the API answers it: the spec's server shape plus status, type and dueDate. */
export interface Project {
  _id: string;
  ownerId: string;
  public: boolean;
  details: ProjectDetails;
  /** The brand voice both writers follow. */
  voice: BrandVoice;
  status: ProjectStatus;
  type: ProjectType;
  dueDate: string | null;
  /** 0-100, derived by the server (see PROGRESS_PARTS), so lists sort on it. */
  progress?: number;
  /** The caller's role on this project. */
  role?: ProjectRole;
  /** Counted from real rows. */
  stats?: { messages: number; copies: number; recordings: number };
  createdAt: string;
  updatedAt: string;
}

/** A public project as anyone with its link sees it: no owner, nothing private. */
export interface PublicProject {
  _id: string;
  details: ProjectDetails;
  type: ProjectType;
  createdAt: string;
  updatedAt: string;
  /** The owner's custom branding, while their plan shows it (else null or absent). */
  brand?: import('./schemas/branding').Brand | null;
}

export interface Pagination {
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** Every successful API body is `{ data }`. */
export interface ApiEnvelope<T> {
  data: T;
}

/** Fastify's error shape. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** One row of the credit ledger: a grant (+) or a charge (-) and the balance after it. */
export interface CreditLedgerEntry {
  id: number;
  amount: number;
  balanceAfter: number;
  action: import('./constants/plans').CreditLedgerAction;
  description: string;
  refId: string | null;
  createdAt: string;
}

/** GET /api/credits */
export interface Credits {
  balance: number;
  plan: PlanId;
  monthlyCredits: number;
  /** When the next monthly grant is due. */
  renewsAt: string;
  ledger: CreditLedgerEntry[];
}
