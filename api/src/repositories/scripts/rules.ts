import type { ProjectRole } from '@brandcast/shared';
import { Forbidden, Invalid, NotFound } from '../../lib/domain-errors';
import { can } from '../project-access';
import type { ScriptRecord } from './answer';

/* Who may change a script, and the refusals the scripts layer gives. */

export const SCRIPT_NOT_FOUND = 'Script not found.';
export const VIEWER_CANT_CHANGE_SCRIPTS = "Viewers can't change this project's scripts.";
export const MESSAGE_NOT_IN_PROJECT = "That message is not one of this project's messages. Pick one of its messages, or none.";

/** A script the caller may not see, or that does not exist: the same answer. */
export class ScriptNotFound extends NotFound {
  constructor() {
    super(SCRIPT_NOT_FOUND);
  }
}
export const viewerCantChangeScripts = () => new Forbidden(VIEWER_CANT_CHANGE_SCRIPTS);
export const messageNotInProject = () => new Invalid(MESSAGE_NOT_IN_PROJECT);

/** Throws the answer for a caller who may not change this script (404 for a non-member, 403 for a viewer). */
export function checkWriter(record: ScriptRecord | undefined): ScriptRecord & { role: ProjectRole } {
  if (!record?.role) throw new ScriptNotFound();
  if (!can(record.role, 'edit')) throw viewerCantChangeScripts();
  return { ...record, role: record.role };
}

/** Text cut to `max` characters (whole characters), for a title a writer may make too long. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : text.trim();
}
