import { MESSAGE_TYPE_LABELS, messageTitle, type MessageType } from '@brandcast/shared';

/**
 * "Tagline: Fresh from the roaster": the type once, even for a title that already names it. A message as an option
 * of a picker, in the copy generator and the teleprompter's script tools alike.
 */
export function messageOptionLabel(message: { type: MessageType; title: string; content: string }): string {
  const type = MESSAGE_TYPE_LABELS[message.type];
  const title = messageTitle(message);
  return title.toLowerCase().startsWith(`${type.toLowerCase()}:`) ? title : `${type}: ${title}`;
}
