import type { ProjectRole } from '@brandcast/shared';
import { Forbidden, ScriptNotFound } from '../../lib/domain-errors';
import { can } from '../project-access';
import type { ScriptRecord } from './answer';

/* Who may change a script, and the refusals the scripts layer gives. */

export const VIEWER_CANT_CHANGE_SCRIPTS = "Viewers can't change this project's scripts.";

export const viewerCantChangeScripts = () => new Forbidden(VIEWER_CANT_CHANGE_SCRIPTS);

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
