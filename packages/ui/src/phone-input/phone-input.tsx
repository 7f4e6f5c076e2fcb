import * as Popover from '@radix-ui/react-popover'
import { useId, useRef, useState } from 'react'
import type { ChangeEvent, FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react'
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_INPUT_MAX_LENGTH,
  countryOfDialCode,
  flagUrl,
  isAllowedPhoneKey,
  normalizeRussianEightPrefix,
  searchCountries,
} from '@tourmarket/domain/inputs'
import type { PhoneCountry } from '@tourmarket/domain/inputs'
import { Button } from '../button/button.tsx'
import {
  isListboxMoveKey,
  moveActiveIndex,
  optionId,
  revealOption,
} from '../city-autocomplete/listbox.ts'
import {
  readTextValue,
  useValueFromBeforeHydration,
} from '../form/use-value-from-before-hydration.ts'
import { cx } from '../form/class-names.ts'
import { defaultText } from '../form/default-text.ts'
import { FieldMessages, controlAria, hasError, useFieldIds } from '../form/field.tsx'
import {
  callingCodeOf,
  dialCode,
  phoneStatus,
  sanitizePhoneText,
  withDialCode,
} from './phone-number.ts'
import type { PhoneSelection, PhoneStatus } from './phone-number.ts'
import './phone-input.css'

/** §7: flags are svg files named by lowercase iso code under a configured base url. */
export const DEFAULT_FLAG_BASE_URL = '/flags'

export type PhoneInputDetails = {
  /** The text as typed. */
  readonly text: string
  /** The chosen country's iso code, or null for a custom code. */
  readonly country: string | null
  /** Whether the number is valid for the chosen country; the value is then E.164. */
  readonly valid: boolean
}

export type PhoneInputProps = {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly error?: string
  readonly id?: string
  /**
   * Posts the number as typed under this name and the chosen country's dial code under
   * `{name}-dial-code`, for a form posted natively (without JavaScript, or before hydration).
   */
  readonly name?: string
  readonly className?: string
  /** §3 countries of the phone input (GET /crm/api/dropdown/country). */
  readonly countries: readonly PhoneCountry[]
  /** E.164 where valid, else the typed text; a new value from the parent replaces the text. */
  readonly value?: string
  readonly defaultValue?: string
  readonly onValueChange?: (value: string, details: PhoneInputDetails) => void
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  /** §5: US unless the brand says otherwise. */
  readonly defaultCountry?: string
  readonly flagBaseUrl?: string
  /** §9 'Search country or code'. */
  readonly searchPlaceholder?: string
  /** §5 not_found_country_text. */
  readonly notFoundCountryText?: string
  /** §5 not_found_code_text. */
  readonly notFoundCodeText?: string
  /** §5 input_phone.validation. */
  readonly invalidText?: string
  /** The §5 country mismatch hint, given the name of the number's country. */
  readonly countryMismatchText?: (countryName: string) => string
  /** §9 'Confirm': switches to the number's country. */
  readonly confirmText?: string
  /** The option that dials a code no country in the list has. */
  readonly customCodeText?: (code: string) => string
  /** Names the country selector and its list. */
  readonly countryLabel?: string
  readonly disabled?: boolean
  readonly required?: boolean
  readonly ref?: Ref<HTMLInputElement>
}

type CountryOption =
  | { readonly kind: 'country'; readonly country: PhoneCountry }
  | { readonly kind: 'custom'; readonly code: string }

function sameIso(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase()
}

function englishMismatch(countryName: string): string {
  return `This number is from ${countryName}. Switch the country?`
}

function englishCustomCode(code: string): string {
  return `Use the code ${code}`
}

/** §5: the value is E.164 where the number is valid, else the text as typed. */
function valueOf(text: string, status: PhoneStatus): string {
  return status.kind === 'valid' ? status.e164 : text.trim()
}

/** The country of an international number's code, when the default country dials another. */
function dialsAnotherCode(
  text: string,
  defaultCountry: string,
  countries: readonly PhoneCountry[],
): PhoneCountry | undefined {
  const own = countryOfDialCode(text, countries)
  const fallback = countries.find((country) => sameIso(country.iso_code, defaultCountry))
  if (own === undefined) return undefined
  if (fallback !== undefined && dialCode(fallback.phone_code) === dialCode(own.phone_code)) {
    return undefined
  }
  return own
}

/** A number given from outside opens on its own country when that country is in the list. */
function initialSelection(
  text: string,
  countries: readonly PhoneCountry[],
  defaultCountry: string,
): PhoneSelection {
  const fallback: PhoneSelection = { kind: 'country', isoCode: defaultCountry.toUpperCase() }
  const status = phoneStatus(text, fallback)
  if (status.kind === 'valid' || status.kind === 'empty') return fallback
  // A number libphonenumber does not call valid (+44 7700 900123) still dials its own code.
  const own =
    status.kind === 'other-country'
      ? countries.find((country) => sameIso(country.iso_code, status.isoCode))
      : dialsAnotherCode(text, fallback.isoCode, countries)
  if (own !== undefined) return { kind: 'country', isoCode: own.iso_code.toUpperCase() }
  // A country the list lacks: its code alone, rather than the default country's flag.
  const code = callingCodeOf(text)
  const fallbackCountry = countries.find((country) => sameIso(country.iso_code, fallback.isoCode))
  return code === null ||
    countries.length === 0 ||
    (fallbackCountry !== undefined && dialCode(fallbackCountry.phone_code) === code)
    ? fallback
    : { kind: 'custom', code }
}

/**
 * §5 phone input: at most 18 characters, letters blocked as they are typed, a country selector
 * with flags and a search by name or dialling code, validity for the chosen country, a hint that
 * offers to switch when the number belongs to another country, and +8 → 8 for Russia.
 */
export function PhoneInput({
  label,
  hint,
  error,
  id,
  name,
  className,
  countries,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  flagBaseUrl = DEFAULT_FLAG_BASE_URL,
  searchPlaceholder = defaultText('phoneInput.searchCountryOrCode'),
  notFoundCountryText = 'Country not found',
  notFoundCodeText = 'Code not found',
  invalidText = 'Incorrect phone number',
  countryMismatchText = englishMismatch,
  confirmText = defaultText('common.confirm'),
  customCodeText = englishCustomCode,
  countryLabel = 'Country',
  disabled = false,
  required = false,
  ref,
}: PhoneInputProps) {
  const ids = useFieldIds(id)
  const listboxId = useId()
  const invalidId = useId()
  const mismatchId = useId()
  const inputRef = useRef<HTMLInputElement | null>(null)

  const [text, setText] = useState(() => value ?? defaultValue ?? '')
  const [selection, setSelection] = useState(() =>
    initialSelection(value ?? defaultValue ?? '', countries, defaultCountry),
  )
  const [touched, setTouched] = useState(false)
  const [emitted, setEmitted] = useState(value)
  const [followedValue, setFollowedValue] = useState(value)
  if (value !== followedValue) {
    setFollowedValue(value)
    if (value !== undefined && value !== emitted) {
      setText(value)
      setSelection(initialSelection(value, countries, defaultCountry))
    }
  }

  // The list usually arrives after the field is on screen: the field stays the same element (a
  // remount would drop what is being typed and the focus), and a number not typed against a
  // country chosen by hand then opens on its own country.
  const [hasCountries, setHasCountries] = useState(countries.length > 0)
  const [countryChosenByHand, setCountryChosenByHand] = useState(false)
  if (!hasCountries && countries.length > 0) {
    setHasCountries(true)
    if (!countryChosenByHand) setSelection(initialSelection(text, countries, defaultCountry))
  }

  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  const choseCountry = useRef(false)

  const selectedCountry =
    selection.kind === 'country'
      ? countries.find((country) => sameIso(country.iso_code, selection.isoCode))
      : undefined
  const selectedCode =
    selection.kind === 'custom'
      ? selection.code
      : selectedCountry === undefined
        ? null
        : dialCode(selectedCountry.phone_code)

  const status = phoneStatus(text, selection)
  const otherCountry =
    status.kind === 'other-country'
      ? countries.find((country) => sameIso(country.iso_code, status.isoCode))
      : undefined
  // A number of a country missing from the list cannot be switched to: for this field it is wrong.
  const showInvalid =
    touched &&
    !hasError(error) &&
    (status.kind === 'invalid' || (status.kind === 'other-country' && otherCountry === undefined))

  const emit = (nextText: string, nextSelection: PhoneSelection) => {
    const nextStatus = phoneStatus(nextText, nextSelection)
    const valid = nextStatus.kind === 'valid'
    const nextValue = valueOf(nextText, nextStatus)
    setEmitted(nextValue)
    onValueChange?.(nextValue, {
      text: nextText,
      country: nextSelection.kind === 'country' ? nextSelection.isoCode : null,
      valid,
    })
  }

  const changeText = (raw: string) => {
    const cleaned = sanitizePhoneText(raw)
    const nextText =
      selection.kind === 'country'
        ? normalizeRussianEightPrefix(cleaned, selection.isoCode)
        : cleaned
    setText(nextText)
    emit(nextText, selection)
  }

  const choose = (next: PhoneSelection, code: string) => {
    const nextText = withDialCode(text, selectedCode, code)
    setSelection(next)
    setCountryChosenByHand(true)
    setText(nextText)
    emit(nextText, next)
    choseCountry.current = true
    setOpen(false)
  }

  // A number typed before hydration is kept and counts as typed now (issue 16).
  const numberRef = useValueFromBeforeHydration({
    value: text,
    readValue: readTextValue,
    onValueChange: changeText,
    ref,
  })

  const search = searchCountries(countries, query)
  const options: readonly CountryOption[] =
    search.kind === 'found'
      ? search.countries.map((country) => ({ kind: 'country', country }))
      : search.kind === 'code-not-found'
        ? [{ kind: 'custom', code: search.customCode }]
        : []

  const chooseOption = (option: CountryOption) => {
    if (option.kind === 'custom') choose({ kind: 'custom', code: option.code }, option.code)
    else {
      choose(
        { kind: 'country', isoCode: option.country.iso_code.toUpperCase() },
        dialCode(option.country.phone_code),
      )
    }
  }

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isListboxMoveKey(event.key)) {
      event.preventDefault()
      const next = moveActiveIndex(activeIndex, options.length, event.key)
      setActiveIndex(next)
      revealOption(listboxId, next)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const option = options[activeIndex]
      if (option !== undefined) chooseOption(option)
    }
  }

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setQuery('')
      setActiveIndex(0)
    }
    setOpen(next)
  }

  const confirmOtherCountry = () => {
    if (otherCountry === undefined) return
    const next: PhoneSelection = { kind: 'country', isoCode: otherCountry.iso_code.toUpperCase() }
    setSelection(next)
    setCountryChosenByHand(true)
    emit(text, next)
    inputRef.current?.focus()
  }

  const flagIso = selection.kind === 'country' ? selection.isoCode : null
  const triggerLabel =
    selection.kind === 'custom'
      ? `${countryLabel}: ${selection.code}`
      : cx(`${countryLabel}: ${selectedCountry?.name ?? selection.isoCode}`, selectedCode)
  const { 'aria-describedby': describedBy } = controlAria(ids, {
    hint,
    error,
    extraIds: [showInvalid && invalidId, otherCountry !== undefined && mismatchId],
  })
  const invalid = hasError(error) || showInvalid

  return (
    <div className={cx('tm-field', 'tm-phone-input', className)}>
      <label id={ids.labelId} htmlFor={ids.controlId} className="tm-field__label">
        {label}
      </label>
      <div className="tm-input tm-phone-input__control">
        <Popover.Root open={open} onOpenChange={handleOpenChange}>
          <Popover.Trigger
            className="tm-phone-input__country"
            aria-label={triggerLabel}
            disabled={disabled}
          >
            {flagIso !== null && (
              <img
                className="tm-phone-input__flag"
                src={flagUrl(flagBaseUrl, flagIso)}
                alt=""
                width={24}
                height={18}
              />
            )}
            <span className="tm-phone-input__code">{selectedCode ?? flagIso}</span>
            <span className="tm-phone-input__chevron" aria-hidden="true" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className="tm-phone-input__popover"
              aria-label={countryLabel}
              align="start"
              sideOffset={8}
              collisionPadding={8}
              onCloseAutoFocus={(event) => {
                // After a choice the user goes on typing the number, not choosing again.
                if (!choseCountry.current) return
                choseCountry.current = false
                event.preventDefault()
                inputRef.current?.focus()
              }}
            >
              <input
                className="tm-input tm-phone-input__search"
                type="search"
                role="combobox"
                aria-expanded="true"
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={
                  options[activeIndex] === undefined ? undefined : optionId(listboxId, activeIndex)
                }
                aria-label={searchPlaceholder}
                placeholder={searchPlaceholder}
                autoComplete="off"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value)
                  setActiveIndex(0)
                }}
                onKeyDown={handleSearchKeyDown}
              />
              {search.kind !== 'found' && (
                <p className="tm-phone-input__not-found" role="status">
                  {search.kind === 'code-not-found' ? notFoundCodeText : notFoundCountryText}
                </p>
              )}
              <ul
                id={listboxId}
                role="listbox"
                aria-label={countryLabel}
                className="tm-phone-input__options"
              >
                {options.map((option, index) => (
                  <li
                    key={option.kind === 'custom' ? option.code : option.country.iso_code}
                    id={optionId(listboxId, index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === activeIndex}
                    className="tm-phone-input__option"
                    // Choosing on mouse down keeps the focus in the search field.
                    onMouseDown={(event) => {
                      event.preventDefault()
                      chooseOption(option)
                    }}
                    onMouseEnter={() => setActiveIndex(index)}
                  >
                    {option.kind === 'custom' ? (
                      <span className="tm-phone-input__option-name">
                        {customCodeText(option.code)}
                      </span>
                    ) : (
                      <>
                        <img
                          className="tm-phone-input__flag"
                          src={flagUrl(flagBaseUrl, option.country.iso_code)}
                          alt=""
                          width={24}
                          height={18}
                          loading="lazy"
                        />
                        <span className="tm-phone-input__option-name">{option.country.name}</span>
                        <span className="tm-phone-input__option-code">
                          {dialCode(option.country.phone_code)}
                        </span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        <input
          ref={(element: HTMLInputElement | null) => {
            inputRef.current = element
            numberRef(element)
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          id={ids.controlId}
          name={name}
          className="tm-phone-input__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={selectedCode ?? undefined}
          disabled={disabled}
          required={required}
          value={text}
          onKeyDown={(event) => {
            // §5: letters are blocked on key press (shortcuts and named keys pass).
            if (!isAllowedPhoneKey(event.key, event)) event.preventDefault()
          }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => changeText(event.target.value)}
          onBlur={(event) => {
            setTouched(true)
            onBlur?.(event)
          }}
        />
      </div>
      {name !== undefined && (
        <input type="hidden" name={`${name}-dial-code`} value={selectedCode ?? ''} />
      )}
      {showInvalid && (
        <p id={invalidId} className="tm-field__error">
          {invalidText}
        </p>
      )}
      {otherCountry !== undefined && (
        <div id={mismatchId} className="tm-phone-input__mismatch">
          <span>{countryMismatchText(otherCountry.name)}</span>
          <Button variant="ghost" className="tm-phone-input__confirm" onClick={confirmOtherCountry}>
            {confirmText}
          </Button>
        </div>
      )}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
