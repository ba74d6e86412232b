import { count, type ActivityItem } from '@brandcast/shared';

/** Plural nouns of the activity log's item types (the type's first part: "copy.generated"). */
const PLURALS: Record<string, string> = { copy: 'copies' };

export interface ActivityGroup {
  /** The newest item's id: a group is keyed by it. */
  id: string;
  title: string;
  description: string;
  /** The newest item's time. */
  timestamp: string;
  items: ActivityItem[];
}

/** An item's description without the item's own title: equal for "You generated copy “A” in X." and "… “B” in X.". */
const QUOTED = /\s*“[^”]*”/;
const shape = (item: ActivityItem) => `${item.type}|${item.projectId ?? ''}|${item.description.replace(QUOTED, '')}`;

/** The project's name where the description says where it happened ("… in Pawsh Parlour."). */
function placeOf(item: ActivityItem): string | null {
  const match = /(?:”| a \p{L}+) in (.+)\.$/u.exec(item.description);
  return match ? match[1]! : null;
}

function grouped(items: ActivityItem[]): ActivityGroup {
  const [first] = items as [ActivityItem, ...ActivityItem[]];
  if (items.length === 1) {
    return { id: first.id, title: first.title, description: first.description, timestamp: first.timestamp, items };
  }
  const noun = first.type.split('.')[0]!;
  const many = count(items.length, noun, PLURALS[noun]);
  const done = first.title.split(' ').slice(1).join(' ');
  const place = placeOf(first);
  const names = items.map((item) => /“[^”]*”/.exec(item.description)?.[0]).filter(Boolean);
  const description = first.description
    .replace(new RegExp(`(?:${noun}\\s*“[^”]*”|a ${noun})`), many)
    .replace(/\.$/, names.length > 0 ? `: ${names.join(', ')}.` : '.');
  return {
    id: first.id,
    title: `${many} ${done}${place ? ` in ${place}` : ''}`,
    description,
    timestamp: first.timestamp,
    items,
  };
}

/**
 * What happened together, said once (issue 28: five identical "Copy generated" lines): items next to each other in
 * the newest-first log that did the same thing to the same kind of item in the same project, by the same person,
 * become one line, "5 copies generated in Pawsh Parlour", naming the items.
 */
export function groupActivity(items: ActivityItem[]): ActivityGroup[] {
  const runs: ActivityItem[][] = [];
  for (const item of items) {
    const run = runs[runs.length - 1];
    if (run && shape(run[0]!) === shape(item)) run.push(item);
    else runs.push([item]);
  }
  return runs.map(grouped);
}
