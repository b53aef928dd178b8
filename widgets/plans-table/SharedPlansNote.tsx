import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { focusAfterClose } from './message-focus';
import { SHARED_NOTE_CLOSE_TEXT } from '../../src/domain/compare/share-texts';
import { sharedPlansNote } from '../../src/domain/compare/share-link';
import { store, useStore } from '../../src/store';
import { Message } from '../../src/ui';

/** The closable note when a shared link named plans the page no longer offers (issue 17): information, never an error. */
export default function SharedPlansNote() {
  const dropped = useStore((s) => s.plans.sharedPlansDropped);
  const text = useRef<HTMLParagraphElement>(null);
  const note = sharedPlansNote(dropped);
  if (!note) return null;
  const close = (): void => {
    const root = text.current?.getRootNode() as ParentNode | undefined;
    flushSync(() => store.getState().patch('plans', { sharedPlansDropped: [] }));
    if (root) focusAfterClose(root);
  };
  return (
    <Message level="info" closeLabel={SHARED_NOTE_CLOSE_TEXT} onClose={close}>
      <p ref={text}>{note}</p>
    </Message>
  );
}
