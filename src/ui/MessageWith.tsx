import { Fragment, type ReactNode } from 'react';

// A character no message and no shopper's text holds: where the message puts it, `children` go.
const SLOT = '\u{E000}';

interface Props {
  /** The message, asked with the slot in place of the words `children` stand for. */
  message: (slot: string) => string;
  children: ReactNode;
}

/**
 * A message of the messages module with a piece of markup where one of its words goes: an order
 * line's name in its own `lang` inside a Bangla label (issue 24 §4), which a message's plain string
 * cannot carry. The message keeps its word order in either language.
 */
export default function MessageWith({ message, children }: Props) {
  const parts = message(SLOT).split(SLOT);
  return <>{parts.map((part, index) => <Fragment key={index}>{index > 0 && children}{part}</Fragment>)}</>;
}
