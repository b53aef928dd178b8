import { useShallow } from 'zustand/react/shallow';
import { isTableMessage, messageContent, negativeMessages } from '../../src/domain';
import { closePlanMessage } from '../../src/services/plans';
import { useStyles } from '../../src/embed/styles';
import { useStore } from '../../src/store';
import { Message } from '../../src/ui';
import { useSettings } from './context';
import css from './messages.css?inline';

/** Lookup messages above the plans, most severe first, with a close button where closable unless the page disabled it (spec 2 §8). */
export function Messages() {
  const messages = useStore(useShallow((s) => negativeMessages(s.plans.messages.filter(isTableMessage))));
  const settings = useSettings();
  useStyles(css);
  if (messages.length === 0) return null;
  return (
    <div className="pt-messages">
      {messages.map((m) => {
        const content = messageContent(m, settings);
        return (
          <Message key={`${m.code}-${m.fuel ?? ''}`} level={m.level} {...(m.closable && settings.messageClose ? { onClose: () => closePlanMessage(m) } : {})}>
            <p data-code={m.code}>
              {content.text}
              {content.link ? (
                <>
                  {' '}
                  <a href={content.link.href}>{content.link.label}</a>
                  {content.end}
                </>
              ) : null}
            </p>
            {content.note ? <p>{content.note}</p> : null}
          </Message>
        );
      })}
    </div>
  );
}

