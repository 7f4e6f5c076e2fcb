import { useToast } from '@tourmarket/ui'
import type { ReactNode } from 'react'
import { useCallback } from 'react'
import { useAccountsText } from '../accounts-text.ts'

/** One settings section: a heading that names the region, and its own small form. */
export function SettingsSection({
  id,
  title,
  status,
  children,
}: {
  id: string
  title: string
  /** A badge beside the heading (confirmed or not). */
  status?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <div className="settings-section__heading">
        <h2 id={id} className="account-section__title">
          {title}
        </h2>
        {status}
      </div>
      {children}
    </section>
  )
}

/** Whether an e-mail or phone is confirmed, in words and colour. */
export function ConfirmationBadge({ confirmed }: { confirmed: boolean }) {
  const { text } = useAccountsText()
  return (
    <span className={`settings-badge settings-badge--${confirmed ? 'confirmed' : 'unconfirmed'}`}>
      {text(confirmed ? 'accounts.settings.confirmed' : 'accounts.settings.unconfirmed')}
    </span>
  )
}

/** A select's error: the kit's select has no error slot, so it sits under it, announced. */
export function SelectError({ message }: { message: string | undefined }) {
  return message === undefined ? null : (
    <p className="tm-field__error settings-select-error" role="alert">
      {message}
    </p>
  )
}

/** §3/§8 a success toast ('Saved' unless the section says more). */
export function useSavedToast(): (text?: string) => void {
  const toast = useToast()
  const { text: words } = useAccountsText()
  return useCallback(
    (text?: string) => {
      toast.show({ type: 'success', title: text ?? words('accounts.settings.saved') })
    },
    [toast, words],
  )
}
