/**
 * First-load budgets: the compressed JavaScript (gzip) the browser loads before a page's first render,
 * and what opening another area adds once the shell is up. The one place these numbers live: the bundle report
 * (`npm run build`) prints every one, and it and `e2e/tests/bundle-budget.spec.ts` fail on a gated one that is over.
 *
 * `gated: false` marks a budget the app does not meet yet: it is measured and printed, not enforced. Turning a gate
 * on is a one-word change once the figure holds; turning one off needs the issue that says why.
 */
export const KB = 1024;

export type BudgetId = keyof typeof BUDGETS;

export interface Budget {
  /** What is measured, as a person would say it. */
  what: string;
  /** Gzip bytes of JavaScript. */
  limit: number;
  gated: boolean;
}

export const BUDGETS = {
  '/': { what: 'first render of / (landing)', limit: 60 * KB, gated: true },
  '/pricing': { what: 'first render of /pricing', limit: 60 * KB, gated: true },
  '/terms': { what: 'first render of /terms', limit: 60 * KB, gated: true },
  '/privacy': { what: 'first render of /privacy', limit: 60 * KB, gated: true },
  '/login': { what: 'first render of /login', limit: 200 * KB, gated: true },
  '/register': { what: 'first render of /register', limit: 200 * KB, gated: true },
  '/dashboard': { what: 'first render of /dashboard, signed in', limit: 300 * KB, gated: true },
  // The Dashboard remote's own files in that first render (its entry, ~8 KB, and its
  // page): what mfe-analytics controls. zod through a shared schema, or charts loaded before the greeting, go over.
  'remote:dashboard': { what: "  of which mfe-analytics's own files", limit: 50 * KB, gated: true },
  'area:projects': { what: 'opening Projects after the dashboard', limit: 150 * KB, gated: true },
  'area:messages': { what: 'opening Brand Messages after Projects', limit: 150 * KB, gated: true },
  'area:copies': { what: 'opening Copy Generator after Brand Messages', limit: 150 * KB, gated: true },
} as const satisfies Record<string, Budget>;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export interface Verdict {
  id: BudgetId;
  budget: Budget;
  bytes: number;
  over: boolean;
}

/** Each measured figure against its budget; `failures` are the gated ones over budget. */
export function judge(measured: Partial<Record<BudgetId, number>>): { verdicts: Verdict[]; failures: Verdict[] } {
  const verdicts = (Object.keys(BUDGETS) as BudgetId[])
    .filter((id) => measured[id] !== undefined)
    .map((id) => {
      const budget: Budget = BUDGETS[id];
      const bytes = measured[id]!;
      return { id, budget, bytes, over: bytes > budget.limit };
    });
  return { verdicts, failures: verdicts.filter((v) => v.over && v.budget.gated) };
}

/** One line per figure: the bytes, the budget and whether it holds (or is over but not gated yet). */
export function formatVerdict({ budget, bytes, over }: Verdict): string {
  const state = !over ? 'ok' : budget.gated ? 'OVER BUDGET' : 'over (not gated yet)';
  return `  ${budget.what.padEnd(44)} ${kb(bytes).padStart(9)} / ${kb(budget.limit).padStart(8)}  ${state}`;
}
