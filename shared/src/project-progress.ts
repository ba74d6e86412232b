import { PROJECT_DETAIL_FIELDS, type ProjectDetailField } from './constants/domain';
import type { ProjectDetails } from './schemas/project';
import { PROJECT_DETAIL_LABELS } from './schemas/project';

/**
 * Progress is derived, never typed: one part for each of the nine brand fields filled, one
 * for a published message and one for a copy. The API computes the same number in SQL to sort by it.
 */
export const PROGRESS_PARTS = PROJECT_DETAIL_FIELDS.length + 2;

export interface ProgressPart {
  key: ProjectDetailField | 'publishedMessage' | 'copy';
  /** What the part is, as a person reads it in a list: "Business name", "A published brand message". */
  label: string;
  /** What to do while it is missing: "Fill in Location", "Publish a brand message". */
  todo: string;
  done: boolean;
}

export interface ProgressChecklist {
  percent: number;
  parts: ProgressPart[];
  missing: ProgressPart[];
  /** What counts, as a phrase: "the 9 brand fields, a published brand message and a copy". */
  counts: string;
  /** One line for a tooltip or a screen reader: what counts and what is missing. */
  summary: string;
}

const percentOf = (done: number) => Math.round((100 * done) / PROGRESS_PARTS);

/**
 * What a project's progress is made of and what it still lacks (issue 28: "82%" with all nine fields filled
 * said nothing). The fields and the copy are read from the project; whether a message is published is not in
 * the project's answer, so it is read from the stored progress: with the other ten parts known, the server's
 * round(100 x parts / 11) tells the eleventh (each part moves it by 9 or 10 points).
 */
export function progressChecklist(project: {
  details: ProjectDetails;
  progress?: number;
  stats?: { copies: number };
}): ProgressChecklist {
  const fields = PROJECT_DETAIL_FIELDS.map<ProgressPart>((field) => ({
    key: field,
    label: PROJECT_DETAIL_LABELS[field],
    todo: `Fill in ${PROJECT_DETAIL_LABELS[field]}`,
    done: (project.details[field] ?? '').trim() !== '',
  }));
  const hasCopy = (project.stats?.copies ?? 0) > 0;
  const known = fields.filter((part) => part.done).length + (hasCopy ? 1 : 0);
  const stored = project.progress ?? percentOf(known);
  const hasPublishedMessage = Math.abs(stored - percentOf(known + 1)) < Math.abs(stored - percentOf(known));
  const parts: ProgressPart[] = [
    ...fields,
    {
      key: 'publishedMessage',
      label: 'A published brand message',
      todo: 'Publish a brand message',
      done: hasPublishedMessage,
    },
    { key: 'copy', label: 'A copy', todo: 'Write a copy', done: hasCopy },
  ];
  const missing = parts.filter((part) => !part.done);
  const percent = project.progress ?? percentOf(parts.length - missing.length);
  const counts = `the ${PROJECT_DETAIL_FIELDS.length} brand fields, a published brand message and a copy`;
  const missed = missing.map((part) => part.label.toLowerCase());
  const list = missed.length > 1 ? `${missed.slice(0, -1).join(', ')} and ${missed[missed.length - 1]}` : missed[0];
  const summary =
    missing.length === 0
      ? `Progress ${percent}%: ${counts}, all done.`
      : `Progress ${percent}% counts ${counts}. Missing: ${list}.`;
  return { percent, parts, missing, counts, summary };
}
