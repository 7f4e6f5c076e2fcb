import { useChatExtrasText } from './chat-extras-text.ts'
import { useMessengerLinks } from './messenger-links.ts'
import './chat-extras.css'

/**
 * §3 messenger links by source and §7 /spa/chat-sources-list: support in the messenger the visitor
 * prefers, beside "Write to support". The API orders them by whether Russian is available and puts
 * the account's id (client_id) in each link's start parameter, so support knows who writes.
 */
export function SupportMessengers() {
  const { extra } = useChatExtrasText()
  const links = useMessengerLinks()

  if (links.length === 0) return null
  return (
    <div className="chat-messengers">
      <p className="chat-messengers__title">{extra('chatExtras.messengers.title')}</p>
      <ul className="chip-list chat-messengers__links">
        {links.map((link) => {
          const name = extra(`chatExtras.messenger.${link.source}`)
          return (
            <li key={link.source}>
              <a
                className="chip chat-messengers__link"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-source={link.source}
                aria-label={extra('chatExtras.messengers.link', { messenger: name })}
                title={name}
              >
                <span
                  className={`chat-messenger-mark chat-messenger-mark--${link.source}`}
                  aria-hidden="true"
                />
                <span className="chat-messengers__name">{name}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
