/**
 * A title that says what its text says follows the text when the text is edited; a title the user wrote
 * (one that is not what the old text would be titled) is theirs and stays. A form sends every field on each
 * save, so a title sent back unchanged with new text is no choice of the user's: it follows too.
 *
 * `derive` is how that kind of text is titled when written (titleFor for a message, copyTitle for a copy).
 * Returns the title to store, or undefined to leave it as it is.
 */
export function titleAfterEdit(
  stored: { title: string; content: string },
  patch: { title?: string | undefined; content?: string | undefined },
  derive: (content: string) => string,
): string | undefined {
  const sentTitle = patch.title?.trim();
  const newContent = patch.content?.trim();
  const contentChanged = newContent !== undefined && newContent !== stored.content;
  // The user changed the title in this edit: theirs, whatever the text says.
  if (sentTitle !== undefined && sentTitle !== stored.title) return sentTitle;
  if (!contentChanged) return sentTitle;
  // An empty title stays empty (lists show the text); a title that said the old text now says the new one.
  if (stored.title !== '' && stored.title === derive(stored.content)) return derive(newContent);
  return sentTitle;
}
