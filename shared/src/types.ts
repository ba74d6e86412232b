/*
 * The API's answer types, under the names callers know. Each is inferred from its answer's schema in
 * ./answers (the one the API's routes declare), so the front ends and the API cannot drift apart.
 */
export type {
  ApiEnvelope,
  ApiErrorBody,
  CreditLedgerEntry,
  Credits,
  Paged,
  Pagination,
  Profile,
  Project,
  ProjectRole,
  PublicProject,
  User,
} from './answers';
