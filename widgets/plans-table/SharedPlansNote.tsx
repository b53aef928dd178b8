import { SHARED_NOTE_CLOSE_TEXT } from '../../src/domain/compare/share-texts';
import { sharedPlansNote } from '../../src/domain/compare/share-link';
import { store, useStore } from '../../src/store';
import { Message } from '../../src/ui';

/** The closable note when a shared link named plans the page no longer offers (issue 17): information, never an error. */
export default function SharedPlansNote() {
  const dropped = useStore((s) => s.plans.sharedPlansDropped);
  const note = sharedPlansNote(dropped);
  if (!note) return null;
  return (
    <Message level="info" closeLabel={SHARED_NOTE_CLOSE_TEXT} onClose={() => store.getState().patch('plans', { sharedPlansDropped: [] })}>
      <p>{note}</p>
    </Message>
  );
}
