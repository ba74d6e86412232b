import { NotBuiltYet } from './features/content/components/not-built-yet';

/** Mounted by the host at /messages/*. */
export function MessagesArea() {
  return (
    <NotBuiltYet
      title="Brand Messages"
      what="Here you will write and generate taglines and value propositions, and measure and test them."
    />
  );
}

/** Mounted by the host at /copies/*. */
export function CopiesArea() {
  return (
    <NotBuiltYet
      title="Copy Generator"
      what="Here you will turn a brand message into copy for each platform, within its character limit."
    />
  );
}

/** Mounted by the host at /teleprompter. */
export function TeleprompterArea() {
  return <NotBuiltYet title="Teleprompter" what="Here you will rehearse and record your video scripts." />;
}
