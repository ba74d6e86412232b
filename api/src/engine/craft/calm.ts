import type { EngineProject } from '../types';

/** An unsure owner's hedges are not the brand's words ("classes? and some training", "I think?", "not sure...", "lol"). */
function dehedge(text: string | undefined): string {
  const letters = (text ?? '').replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  // A field typed in capitals is shouting: said in lower case, its short acronyms kept ("BGC", "PAX" go too).
  const calm =
    letters.length > 12 && upper / letters.length > 0.7
      ? (text ?? '').replace(/\p{Lu}{3,}/gu, (w) =>
          /^(?:ISO|USA|UK|NHS|SEC|BGC|CBD|NYC|LA|EU)$/.test(w) ? w : w.toLowerCase(),
        )
      : text;
  return (calm ?? '')
    .replace(
      /\b(?:not sure|no idea|idk|i (?:think|guess|suppose)|maybe that matters|is this too (?:cheap|much|expensive)|lol|haha|tbh)\b[.?!]*/gi,
      '',
    )
    .replace(/\?{2,}/g, '?')
    .replace(/\?(?=\s+(?:and|or|also|plus|but)?\s*\p{L})/gu, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The project with its fields calmed: hedges gone, shouted fields in lower case (remembered per project). */
const calmed = new WeakMap<EngineProject, EngineProject>();
export function calmProject(original: EngineProject): EngineProject {
  let project = calmed.get(original);
  if (!project) {
    project = {
      ...original,
      details: Object.fromEntries(
        Object.entries(original.details ?? {}).map(([field, value]) => [field, dehedge(value as string | undefined)]),
      ),
    };
    calmed.set(original, project);
  }
  return project;
}
