import { PROJECT_DETAIL_FIELDS } from './constants/domain';
import { PROJECT_DETAIL_LABELS } from './schemas/project';

/*
 * A split test's links lead to targetUrl, or by default to the project's public page: which a private
 * project does not show ("Project not found"). So a private project's test needs a target, or the owner's
 * consent to make its public page public (makeProjectPublic).
 */

/** The 400 when a private project's split test has no target (the API) and the form's hint (the front end). */
export const SPLIT_TEST_TARGET_REQUIRED =
  'targetUrl is required: this project is private, so its public page shows visitors "Project not found". Give the page the links should lead to, or set makeProjectPublic to make the project\'s public page public.';

/** What the form says when the project is private. */
export const SPLIT_TEST_TARGET_PRIVATE_HINT =
  'This project is private, so its public page shows visitors "Project not found". Give the page the links lead to, or make the project\'s public page public below.';

/** The consent checkbox: exactly what becomes public. */
export const MAKE_PROJECT_PUBLIC_CONSENT = `Make this project's public page public, and lead the links there. Anyone with a link then sees its ${PROJECT_DETAIL_FIELDS.map(
  (field) => PROJECT_DETAIL_LABELS[field].toLowerCase(),
).join(
  ', ',
)}, its type and its logo and colour if your plan shows them; not its messages, copies or collaborators. You can make it private again in the project's settings.`;
