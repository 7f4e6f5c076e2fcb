import type { SavedTraveller } from '@tourmarket/contracts'
import { Button, TextField, useForm } from '@tourmarket/ui'
import { useEffect, useState } from 'react'
import { useApiCall } from '../../../lib/api-call.ts'
import { apiFailureMessage, showApiFailure } from '../../../lib/api-failure.ts'
import { FormMessage } from '../account-layout.tsx'
import { useAccountsText } from '../accounts-text.ts'
import { SettingsSection, useSavedToast } from './settings-section.tsx'
import { useSettingsSectionsText } from './settings-sections-messages.ts'

const FIELDS = ['first_name', 'last_name', 'middle_name', 'birthday', 'passport'] as const

type Editing =
  { readonly kind: 'new' } | { readonly kind: 'edit'; readonly traveller: SavedTraveller }

const fullName = (traveller: SavedTraveller) =>
  [traveller.first_name, traveller.middle_name, traveller.last_name]
    .filter((part) => part !== null && part !== '')
    .join(' ')

/** The form of one traveller, new or changed: the API's rules, its refusals under each field. */
function TravellerForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: Editing
  onSaved: (traveller: SavedTraveller) => void
  onCancel: () => void
}) {
  const { text } = useSettingsSectionsText()
  const { formatValidation } = useAccountsText()
  const call = useApiCall()
  const [message, setMessage] = useState<string | null>(null)
  const initial = editing.kind === 'edit' ? editing.traveller : null
  const form = useForm(
    {
      first_name: 'required|max:100',
      last_name: 'required|max:100',
      middle_name: 'max:100',
      birthday: 'required',
      passport: 'max:64',
    },
    {
      initialValues: {
        first_name: initial?.first_name ?? '',
        last_name: initial?.last_name ?? '',
        middle_name: initial?.middle_name ?? '',
        birthday: initial?.birthday ?? '',
        passport: initial?.passport ?? '',
      },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          onSaved(
            initial === null
              ? await call('savedTravellerCreate', { body: values })
              : await call('savedTravellerUpdate', { params: { id: initial.id }, body: values }),
          )
        } catch (error) {
          setMessage(showApiFailure(form, error, FIELDS, text('travellers.failed')))
        }
      },
    },
  )
  const optional = text('travellers.optional')
  return (
    <form
      className="account-form settings-confirmation"
      noValidate
      aria-label={
        initial === null
          ? text('travellers.newTitle')
          : text('travellers.edit', { name: fullName(initial) })
      }
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <p className="settings-confirmation__lead">
        {initial === null
          ? text('travellers.newTitle')
          : text('travellers.edit', { name: fullName(initial) })}
      </p>
      <FormMessage message={message} />
      <div className="account-form__row">
        <TextField
          label={text('travellers.firstName')}
          maxLength={100}
          {...form.register('first_name')}
        />
        <TextField
          label={text('travellers.lastName')}
          maxLength={100}
          {...form.register('last_name')}
        />
      </div>
      <div className="account-form__row">
        <TextField
          label={text('travellers.middleName')}
          hint={optional}
          maxLength={100}
          {...form.register('middle_name')}
        />
        <TextField
          label={text('travellers.birthday')}
          type="date"
          min="1900-01-01"
          {...form.register('birthday')}
        />
      </div>
      <TextField
        label={text('travellers.passport')}
        hint={optional}
        maxLength={64}
        autoComplete="off"
        {...form.register('passport')}
      />
      <div className="settings-form__actions">
        <Button type="submit" loading={form.submitting}>
          {text('travellers.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {text('travellers.cancel')}
        </Button>
      </div>
    </form>
  )
}

/**
 * Settings › Travellers (issue 42): the fellow travellers the account keeps, each shown with its
 * birthday and passport, added, changed or removed through the API in the browser as the other
 * sections are; a checkout fills a tourist from one of them.
 */
export function TravellersSection() {
  const { text } = useSettingsSectionsText()
  const call = useApiCall()
  const showSaved = useSavedToast()
  const [travellers, setTravellers] = useState<readonly SavedTraveller[] | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    call('savedTravellers', {})
      .then((answer) => {
        if (current) setTravellers(answer.data)
      })
      .catch(() => {
        if (current) setMessage(text('travellers.loadFailed'))
      })
    return () => {
      current = false
    }
  }, [call, text])

  const saved = (traveller: SavedTraveller) => {
    setTravellers((list) => {
      const others = (list ?? []).filter((row) => row.id !== traveller.id)
      return [...others, traveller].sort((a, b) => a.id - b.id)
    })
    setEditing(null)
    showSaved(text('travellers.saved'))
  }

  const remove = async (traveller: SavedTraveller) => {
    setMessage(null)
    try {
      await call('savedTravellerDelete', { params: { id: traveller.id } })
      setTravellers((list) => (list ?? []).filter((row) => row.id !== traveller.id))
      showSaved(text('travellers.removed'))
    } catch (error) {
      setMessage(apiFailureMessage(error, text('travellers.failed')))
    }
  }

  return (
    <SettingsSection id="settings-travellers" title={text('travellers.title')}>
      <p className="settings-notice">{text('travellers.lead')}</p>
      <FormMessage message={message} />
      {travellers === null ? null : travellers.length === 0 ? (
        <p className="settings-notice">{text('travellers.empty')}</p>
      ) : (
        <ul className="settings-travellers">
          {travellers.map((traveller) => (
            <li key={traveller.id} className="settings-traveller">
              <div>
                <p className="settings-traveller__name">{fullName(traveller)}</p>
                <p className="settings-traveller__details">
                  {text('travellers.born', { date: traveller.birthday })}
                  {traveller.passport === null
                    ? ''
                    : ` · ${text('travellers.passportShort', { passport: traveller.passport })}`}
                </p>
              </div>
              <div className="settings-form__actions">
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={text('travellers.edit', { name: fullName(traveller) })}
                  onClick={() => setEditing({ kind: 'edit', traveller })}
                >
                  {text('travellers.editButton')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={text('travellers.removeLabel', { name: fullName(traveller) })}
                  onClick={() => void remove(traveller)}
                >
                  {text('travellers.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <Button
          type="button"
          disabled={travellers === null}
          onClick={() => setEditing({ kind: 'new' })}
        >
          {text('travellers.add')}
        </Button>
      ) : (
        <TravellerForm
          key={editing.kind === 'edit' ? editing.traveller.id : 'new'}
          editing={editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
    </SettingsSection>
  )
}
