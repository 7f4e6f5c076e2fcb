import type { DropdownLanguage, OrganizerProfile } from '@tourmarket/contracts'
import {
  ORGANIZER_DESCRIPTION_MAX_LENGTH,
  ORGANIZER_LANGUAGES_MAX,
  ORGANIZER_NAME_MAX_LENGTH,
} from '@tourmarket/contracts'
import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import { Button, Textarea, TextField, useToast } from '@tourmarket/ui'
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../i18n/translator.ts'
import { apiFailure, apiFailureMessage } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import type { CountriesState } from '../../../lib/use-countries.ts'
import { FormMessage } from '../account-layout.tsx'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { GuideLanguagesField, useGuideLanguages } from './organizer-languages-field.tsx'
import {
  LANGUAGE_IDS_FIELD,
  languageIdsRule,
  languageIdsToSend,
  tickedLanguageIds,
} from './organizer-languages.ts'
import {
  organizerProfilesMessages,
  type OrganizerProfilesMessageKey,
} from './organizer-profiles-messages.ts'
import {
  OrganizerProfileChecks,
  formatCheckDate,
  verificationArrival,
  type VerificationArrival,
} from './organizer-profile-checks.tsx'
import { SettingsSection } from './settings-section.tsx'
import './organizer-profiles.css'
import { descriptionHtml, descriptionText } from './organizer-description.ts'

const translators = featureTranslators(organizerProfilesMessages)

function useProfilesText() {
  const { locale } = useI18n()
  return useMemo(() => {
    const translate = translators(locale)
    return {
      locale,
      text: (key: OrganizerProfilesMessageKey, params?: Record<string, string | number>) =>
        translate(key, params),
    }
  }, [locale])
}

const FIELDS = [
  'name',
  'legal_type',
  'sales_model',
  'operator_type',
  'country_id',
  'city_id',
  'description',
  'founded_year',
  LANGUAGE_IDS_FIELD,
] as const

type FieldErrors = Readonly<Record<string, readonly string[]>>

/** §5: the form checks what it can before submitting (the API checks everything again). */
function profileRules(languagesMaxMessage: string) {
  return {
    name: `required|min:2|max:${ORGANIZER_NAME_MAX_LENGTH}`,
    description: `max:${ORGANIZER_DESCRIPTION_MAX_LENGTH}`,
    [LANGUAGE_IDS_FIELD]: languageIdsRule(languagesMaxMessage),
  }
}

/**
 * The form's values as the API takes them; the city is kept as it was (no city picker here), and
 * so are saved languages the form had no box for.
 */
function bodyOf(
  form: HTMLFormElement,
  kept: {
    cityId: number | null
    languages: readonly DropdownLanguage[]
    languageIds: readonly number[]
  },
) {
  const data = new FormData(form)
  const value = (name: string) => String(data.get(name) ?? '')
  return {
    name: value('name'),
    legal_type: Number(value('legal_type')),
    sales_model: Number(value('sales_model')),
    operator_type: value('operator_type') as OrganizerProfile['operator_type'],
    country_id: Number(value('country_id')),
    city_id: kept.cityId,
    description: descriptionHtml(value('description')),
    founded_year: value('founded_year') === '' ? null : Number(value('founded_year')),
    language_ids: languageIdsToSend(
      tickedLanguageIds(data.getAll(LANGUAGE_IDS_FIELD)),
      kept.languages,
      kept.languageIds,
    ),
  }
}

function NativeSelect({
  label,
  name,
  defaultValue,
  options,
  error,
}: {
  label: string
  name: string
  defaultValue: string
  options: readonly { value: string; text: string }[]
  error: string | undefined
}) {
  const id = `organizer-profile-${name}`
  return (
    <div className="organizer-profiles__field">
      <label htmlFor={id} className="organizer-profiles__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="organizer-profiles__select"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="tm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function ProfileForm({
  profile,
  countries,
  onSaved,
  onCancel,
}: {
  profile: OrganizerProfile | null
  countries: CountriesState
  onSaved: (profile: OrganizerProfile) => void
  onCancel: () => void
}) {
  const { text, locale } = useProfilesText()
  const call = useApiCall()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const languages = useGuideLanguages()
  const error = (field: string) => errors[field]?.[0]
  const countryOptions = useMemo(() => {
    const list = countries.list.map((country) => ({
      value: String(country.id),
      text: country.name,
    }))
    // The profile's own country stays choosable while the list loads.
    return profile !== null && !list.some((item) => item.value === String(profile.country.id))
      ? [{ value: String(profile.country.id), text: profile.country.name }, ...list]
      : list
  }, [countries.list, profile])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setMessage(null)
    const body = bodyOf(event.currentTarget, {
      cityId: profile?.city?.id ?? null,
      languages: languages.list,
      languageIds: profile?.language_ids ?? [],
    })
    const checked = validateForm(
      profileRules(text('organizerProfiles.languages.max', { max: ORGANIZER_LANGUAGES_MAX })),
      {
        name: body.name.trim(),
        description: body.description,
        [LANGUAGE_IDS_FIELD]: body.language_ids,
      },
    )
    if (!checked.valid) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, messages]) => [
            field,
            messages.map((message) => formatValidationMessage(message, locale)),
          ]),
        ),
      )
      setSaving(false)
      return
    }
    try {
      const saved =
        profile === null
          ? await call('organizerCreate', { body })
          : await call('organizerUpdate', { body: { ...body, id: profile.id } })
      setErrors({})
      onSaved(saved)
    } catch (failure) {
      const { fieldErrors, message: words } = apiFailure(
        failure,
        FIELDS,
        text('organizerProfiles.loadFailed'),
      )
      setErrors(fieldErrors)
      setMessage(Object.keys(fieldErrors).length > 0 ? null : words)
    } finally {
      setSaving(false)
    }
  }

  const options = (prefix: 'legalType' | 'salesModel', values: readonly number[]) =>
    values.map((value) => ({
      value: String(value),
      text: text(`organizerProfiles.${prefix}.${value}` as OrganizerProfilesMessageKey),
    }))

  return (
    <form
      className="account-form organizer-profiles__form"
      noValidate
      data-testid="organizer-profile-form"
      onSubmit={(event) => void submit(event)}
    >
      <FormMessage message={message} />
      <TextField
        label={text('organizerProfiles.field.name')}
        name="name"
        defaultValue={profile?.name ?? ''}
        maxLength={120}
        required
        error={error('name')}
      />
      <div className="account-form__row">
        <NativeSelect
          label={text('organizerProfiles.field.legalType')}
          name="legal_type"
          defaultValue={String(profile?.legal_type ?? 3)}
          options={options('legalType', [1, 2, 3])}
          error={error('legal_type')}
        />
        <NativeSelect
          label={text('organizerProfiles.field.salesModel')}
          name="sales_model"
          defaultValue={String(profile?.sales_model ?? 1)}
          options={options('salesModel', [1, 2, 3, 4, 5])}
          error={error('sales_model')}
        />
      </div>
      <div className="account-form__row">
        <NativeSelect
          label={text('organizerProfiles.field.operatorType')}
          name="operator_type"
          defaultValue={profile?.operator_type ?? 'organization'}
          options={(['organization', 'author'] as const).map((value) => ({
            value,
            text: text(`organizerProfiles.operatorType.${value}`),
          }))}
          error={error('operator_type')}
        />
        <NativeSelect
          label={text('organizerProfiles.field.country')}
          name="country_id"
          defaultValue={String(profile?.country.id ?? countryOptions[0]?.value ?? '')}
          options={countryOptions}
          error={error('country_id') ?? error('city_id')}
        />
      </div>
      <TextField
        label={text('organizerProfiles.field.foundedYear')}
        name="founded_year"
        inputMode="numeric"
        defaultValue={
          profile?.founded_year === null || profile === null ? '' : String(profile.founded_year)
        }
        error={error('founded_year')}
      />
      <GuideLanguagesField
        languages={languages}
        chosen={profile?.language_ids ?? []}
        legend={text('organizerProfiles.field.languages')}
        hint={text('organizerProfiles.languages.hint')}
        status={
          languages.status === 'loading'
            ? text('organizerProfiles.languages.loading')
            : languages.status === 'failed'
              ? text('organizerProfiles.languages.failed')
              : null
        }
        error={error(LANGUAGE_IDS_FIELD)}
      />
      <Textarea
        label={text('organizerProfiles.field.description')}
        name="description"
        rows={4}
        defaultValue={descriptionText(profile?.description ?? '')}
        error={error('description')}
      />
      <div className="settings-form__actions">
        <Button type="submit" loading={saving}>
          {text(profile === null ? 'organizerProfiles.create' : 'organizerProfiles.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {text('organizerProfiles.cancel')}
        </Button>
      </div>
    </form>
  )
}

/**
 * The edit form opened on the profile as it is now (§7 organizer/view): another session or the
 * staff may have changed it since the list loaded, and saving sends the whole profile back.
 */
function FreshProfileForm({
  id,
  countries,
  onLoaded,
  onSaved,
  onCancel,
}: {
  id: number
  countries: CountriesState
  onLoaded: (profile: OrganizerProfile) => void
  onSaved: (profile: OrganizerProfile) => void
  onCancel: () => void
}) {
  const { text } = useProfilesText()
  const call = useApiCall()
  const [fresh, setFresh] = useState<OrganizerProfile | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    call('organizerView', { query: { id } }).then(
      (profile) => {
        if (!current) return
        setFresh(profile)
        onLoaded(profile)
      },
      (error: unknown) => {
        if (current) setFailure(apiFailureMessage(error, text('organizerProfiles.loadFailed')))
      },
    )
    return () => {
      current = false
    }
  }, [call, id, onLoaded, text])

  if (failure !== null) return <FormMessage message={failure} />
  if (fresh === null) {
    return (
      <p className="organizer-profiles__meta" role="status">
        {text('organizerProfiles.formLoading')}
      </p>
    )
  }
  return <ProfileForm profile={fresh} countries={countries} onSaved={onSaved} onCancel={onCancel} />
}

/**
 * "You act as …" (§7 organizer/info): the back-office facts of the profile the account acts for,
 * asked again whenever the owner switches profiles.
 */
function ActingProfile({ actingId }: { actingId: number | null }) {
  const { text, locale } = useProfilesText()
  const call = useApiCall()
  const [info, setInfo] = useState<OrganizerProfile | null>(null)

  useEffect(() => {
    let current = true
    call('organizerInfo').then(
      (profile) => {
        if (current) setInfo(profile)
      },
      () => {
        // The list below still names the acting profile; the summary is an extra.
        if (current) setInfo(null)
      },
    )
    return () => {
      current = false
    }
  }, [call, actingId])

  if (info === null) return null
  return (
    <div className="organizer-profiles__acting-info" data-testid="organizer-acting-info">
      <h3 className="organizer-profiles__name">
        {text('organizerProfiles.actingAs', { name: info.name })}
      </h3>
      <p className="organizer-profiles__meta">
        {[
          text(`organizerProfiles.legalType.${info.legal_type}`),
          text(`organizerProfiles.salesModel.${info.sales_model}`),
          text(`organizerProfiles.operatorType.${info.operator_type}`),
          text('organizerProfiles.updatedAt', { date: formatCheckDate(info.updated_at, locale) }),
        ].join(' · ')}
      </p>
    </div>
  )
}

/** Published, hidden, or not yet allowed on the site (issue 37: new profiles wait for review). */
function publicationKey(
  profile: OrganizerProfile,
):
  | 'organizerProfiles.waiting'
  | 'organizerProfiles.rejected'
  | 'organizerProfiles.published'
  | 'organizerProfiles.hidden' {
  if (profile.review === 'waiting') return 'organizerProfiles.waiting'
  if (profile.review === 'rejected') return 'organizerProfiles.rejected'
  return profile.is_published ? 'organizerProfiles.published' : 'organizerProfiles.hidden'
}

function StatusBadges({
  profile,
  checkOffered,
}: {
  profile: OrganizerProfile
  checkOffered: boolean
}) {
  const { text } = useProfilesText()
  const identity = profile.verification.identity
  return (
    <>
      <p className="organizer-profiles__badges">
        <span
          className={`settings-badge settings-badge--${profile.is_published ? 'confirmed' : 'unconfirmed'}`}
          data-testid="organizer-profile-publication"
        >
          {text(publicationKey(profile))}
        </span>
        <span
          className={`settings-badge settings-badge--${identity === 1 ? 'confirmed' : 'unconfirmed'}`}
          data-testid="organizer-profile-identity"
        >
          {text(`organizerProfiles.identity.${identity}`)}
        </span>
      </p>
      {profile.review === 'approved' ? null : (
        <p className="organizer-profiles__hint" data-testid="organizer-profile-review">
          {text(
            profile.review === 'rejected'
              ? 'organizerProfiles.rejectedNote'
              : checkOffered
                ? 'organizerProfiles.waitingNote'
                : 'organizerProfiles.waitingNoteNoCheck',
          )}
        </p>
      )}
    </>
  )
}

function ProfileCard({
  profile,
  countries,
  checkOffered,
  arrival,
  onChanged,
  onRefreshed,
  onActing,
}: {
  profile: OrganizerProfile
  countries: CountriesState
  /** Whether an identity provider is configured (no button may lead to a refusal). */
  checkOffered: boolean
  arrival: VerificationArrival | null
  onChanged: (profile: OrganizerProfile, toast?: string) => void
  onRefreshed: (profile: OrganizerProfile) => void
  onActing: (id: number) => Promise<void>
}) {
  const { text, locale } = useProfilesText()
  const call = useApiCall()
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  const run = async (action: string, work: () => Promise<void>) => {
    if (busy !== null) return
    setBusy(action)
    setMessage(null)
    try {
      await work()
    } catch (failure) {
      setMessage(apiFailureMessage(failure, text('organizerProfiles.loadFailed')))
    } finally {
      setBusy(null)
    }
  }

  const togglePublished = (event: FormEvent) => {
    event.preventDefault()
    void run('publish', async () => {
      const saved = await call('organizerSetPublishedOnSite', {
        body: { id: profile.id, is_published: !profile.is_published },
      })
      onChanged(
        saved,
        text(
          saved.is_published
            ? 'organizerProfiles.publishedToast'
            : 'organizerProfiles.unpublishedToast',
          {
            name: saved.name,
          },
        ),
      )
    })
  }

  const verify = (event: FormEvent) => {
    event.preventDefault()
    void run('verify', async () => {
      const check = await call('userGetVerificationAccessToken', { query: { orgId: profile.id } })
      // The provider's hosted check; it sends the browser back here when done.
      window.location.assign(check.url)
    })
  }

  const act = (event: FormEvent) => {
    event.preventDefault()
    void run('act', () => onActing(profile.id))
  }

  return (
    <li
      className="organizer-profiles__card"
      data-testid="organizer-profile"
      data-organizer-id={profile.id}
    >
      <div className="organizer-profiles__card-head">
        <div>
          <h3 className="organizer-profiles__name">{profile.name}</h3>
          <p className="organizer-profiles__meta">
            {[profile.country.name, text(`organizerProfiles.legalType.${profile.legal_type}`)].join(
              ' · ',
            )}
          </p>
        </div>
        {profile.is_acting ? (
          <span className="organizer-profiles__acting">{text('organizerProfiles.acting')}</span>
        ) : null}
      </div>
      <StatusBadges profile={profile} checkOffered={checkOffered} />
      <FormMessage message={message} />
      {editing ? (
        <FreshProfileForm
          id={profile.id}
          countries={countries}
          onLoaded={onRefreshed}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false)
            onChanged(saved)
          }}
        />
      ) : (
        <div className="organizer-profiles__actions">
          {profile.review === 'approved' ? (
            <form onSubmit={togglePublished}>
              <Button
                type="submit"
                variant={profile.is_published ? 'secondary' : 'primary'}
                loading={busy === 'publish'}
              >
                {text(
                  profile.is_published
                    ? 'organizerProfiles.unpublish'
                    : 'organizerProfiles.publish',
                )}
              </Button>
            </form>
          ) : null}
          {/* In progress (3) too: a check left on the provider's page would otherwise block the
              profile for good; a new one starts afresh. */}
          {!checkOffered || profile.verification.identity === 1 ? null : (
            <form onSubmit={verify}>
              <Button type="submit" variant="secondary" loading={busy === 'verify'}>
                {text(
                  profile.verification.identity === 0
                    ? 'organizerProfiles.verify'
                    : 'organizerProfiles.verifyAgain',
                )}
              </Button>
            </form>
          )}
          {profile.is_acting ? null : (
            <form onSubmit={act}>
              <Button type="submit" variant="secondary" loading={busy === 'act'}>
                {text('organizerProfiles.actAs')}
              </Button>
            </form>
          )}
          <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
            {text('organizerProfiles.edit')}
          </Button>
          {profile.is_published ? (
            <Link className="organizer-profiles__link" to={localizedPath(profile.url, locale)}>
              {text('organizerProfiles.publicPage')}
            </Link>
          ) : null}
        </div>
      )}
      <OrganizerProfileChecks profile={profile} arrival={arrival} text={text} locale={locale} />
    </li>
  )
}

/**
 * Settings › organizer profiles (§6 organizer back-office calls): shown to an account that runs at
 * least one profile. List, create, edit, publish or hide, act as a profile, and start the
 * identity check (§7 get-verification-access-token) whose provider page returns here.
 */
export function OrganizerProfilesSection({ countries }: { countries: CountriesState }) {
  const { text } = useProfilesText()
  const call = useApiCall()
  const toast = useToast()
  const location = useLocation()
  const [profiles, setProfiles] = useState<readonly OrganizerProfile[] | null>(null)
  const [checkOffered, setCheckOffered] = useState(false)
  const [failed, setFailed] = useState(false)
  const [adding, setAdding] = useState(false)
  const arrival = useMemo(
    () => verificationArrival(new URLSearchParams(location.search), profiles ?? []),
    [location.search, profiles],
  )

  const load = useCallback(async () => {
    try {
      const list = await call('organizerList')
      setProfiles(list.data)
      setCheckOffered(list.identity_check_offered)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [call])

  useEffect(() => {
    void load()
  }, [load])

  // Stable, so an opened edit form asks for its profile once.
  const refreshed = useCallback((fresh: OrganizerProfile) => {
    setProfiles((current) =>
      current === null ? current : current.map((item) => (item.id === fresh.id ? fresh : item)),
    )
  }, [])

  const changed = (saved: OrganizerProfile, words?: string) => {
    setProfiles((current) =>
      current === null
        ? [saved]
        : current.some((item) => item.id === saved.id)
          ? current.map((item) => (item.id === saved.id ? saved : item))
          : [...current, saved],
    )
    toast.show({ type: 'success', title: words ?? text('organizerProfiles.createdToast') })
  }

  const acting = async (id: number) => {
    const list = await call('organizerSetActing', { body: { id } })
    setProfiles(list.data)
    const name = list.data.find((item) => item.id === id)?.name ?? ''
    toast.show({ type: 'success', title: text('organizerProfiles.actingToast', { name }) })
  }

  if (failed) {
    return (
      <SettingsSection id="organizer-profiles" title={text('organizerProfiles.title')}>
        <FormMessage message={text('organizerProfiles.loadFailed')} />
      </SettingsSection>
    )
  }
  // §6: the area is for organizer accounts; a tourist's settings stay as they were.
  if (profiles === null || profiles.length === 0) return null
  return (
    <SettingsSection id="organizer-profiles" title={text('organizerProfiles.title')}>
      <div className="organizer-profiles" data-testid="organizer-profiles">
        <p className="organizer-profiles__lead">{text('organizerProfiles.lead')}</p>
        {checkOffered ? null : (
          <p className="organizer-profiles__hint" data-testid="organizer-verification-not-offered">
            {text('organizerProfiles.verificationNotOffered')}
          </p>
        )}
        <ActingProfile actingId={profiles.find((item) => item.is_acting)?.id ?? null} />
        {arrival === null ? null : (
          <FormMessage
            tone={
              arrival.outcome === 'succeeded'
                ? 'success'
                : arrival.outcome === 'failed'
                  ? 'error'
                  : 'info'
            }
            message={text(`organizerProfiles.verification.${arrival.outcome}`)}
          />
        )}
        <ul className="organizer-profiles__list">
          {profiles.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              countries={countries}
              checkOffered={checkOffered}
              arrival={arrival}
              onRefreshed={refreshed}
              onChanged={(saved, words) =>
                changed(saved, words ?? text('organizerProfiles.savedToast'))
              }
              onActing={acting}
            />
          ))}
        </ul>
        {adding ? (
          <div className="organizer-profiles__card">
            <h3 className="organizer-profiles__name">{text('organizerProfiles.add')}</h3>
            <ProfileForm
              profile={null}
              countries={countries}
              onCancel={() => setAdding(false)}
              onSaved={(saved) => {
                setAdding(false)
                changed(saved)
              }}
            />
          </div>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
            {text('organizerProfiles.add')}
          </Button>
        )}
      </div>
    </SettingsSection>
  )
}
