import { EMPTY_DATE_RANGE, type CalendarDate, type DateRange } from '@tourmarket/domain/inputs'
import { fromMajor, sliderConfig } from '@tourmarket/domain/money'
import {
  Calendar,
  CalendarPopover,
  Checkbox,
  CityAutocomplete,
  CodeInput,
  ConsentCheckbox,
  Counter,
  NumberInput,
  PhoneInput,
  Slider,
  Textarea,
  TextField,
  type CityChoice,
  type CitySearch,
} from '@tourmarket/ui'
import { useCallback, useState } from 'react'
import { RecaptchaNotice } from '../../components/recaptcha-notice.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useApiClient } from '../../lib/api-client-context.tsx'

import { useShellData, useShellLocale } from '../../lib/shell-data.ts'
import { DevSection } from './dev-section.tsx'
import { sampleCountries } from './sample-data.ts'
import { callApi } from '../../lib/api-call.ts'

/** §7 /spa/cities-by-query; §8 "City search fails: empty list". */
function useCitySearch(): CitySearch {
  const api = useApiClient()
  return useCallback<CitySearch>(
    async (query, signal) => {
      if (api === null) return []
      try {
        const { data } = await callApi(api, 'citiesByQuery', { query: { query }, signal })
        // The kit's suggestion always has a region name; §3 lets a city have none.
        return data.map((city) => ({ ...city, region: city.region ?? { name: '' } }))
      } catch {
        return []
      }
    },
    [api],
  )
}

function CalendarDemo() {
  const { t } = useI18n()
  const [range, setRange] = useState<DateRange>(EMPTY_DATE_RANGE)
  const [date, setDate] = useState<CalendarDate | null>(null)
  return (
    <div className="dev-ui__grid">
      <div>
        <Calendar mode="range" value={range} onValueChange={setRange} aria-label="Tour dates" />
        <output className="dev-ui__output" aria-label="Selected range">
          {range.start === null ? 'none' : `${range.start} – ${range.end ?? '…'}`}
        </output>
      </div>
      <CalendarPopover
        label="Arrival date"
        hint="From today on"
        min="today"
        value={date}
        onValueChange={setDate}
        placeholder={t('common.selectDates')}
        applyText={t('common.apply')}
      />
    </div>
  )
}

function NumbersDemo() {
  const { t, formatMoney } = useI18n()
  const shell = useShellData()
  const currency = shell?.currency ?? 'USD'
  const { min, max, step } = sliderConfig(currency)
  return (
    <div className="dev-ui__grid">
      <Slider
        label="Price"
        min={min}
        max={max}
        step={step}
        defaultValue={[min, max]}
        thumbLabels={['Minimum price', 'Maximum price']}
        formatValue={(value) => formatMoney(fromMajor(value, currency))}
      />
      <Slider label="Volume" defaultValue={[40]} />
      <Counter
        label="Tourists"
        defaultValue={2}
        min={1}
        max={8}
        formatValue={(count) => t('count.tourists', { count })}
      />
      <NumberInput label="Group size" defaultValue={12} min={1} max={30} />
    </div>
  )
}

function CodeAndPhoneDemo() {
  const { t } = useI18n()
  const { brand } = useShellLocale()
  const [code, setCode] = useState('')
  const [completed, setCompleted] = useState<string | null>(null)
  const [phone, setPhone] = useState('')
  return (
    <div className="dev-ui__grid">
      <div>
        <CodeInput
          label="Confirmation code"
          hint="We sent it by SMS"
          value={code}
          onValueChange={setCode}
          onComplete={setCompleted}
        />
        <output className="dev-ui__output" aria-label="Completed code">
          {completed ?? 'incomplete'}
        </output>
      </div>
      <div>
        <PhoneInput
          label="Phone"
          countries={sampleCountries}
          defaultCountry={brand.uikit.defaultCountry}
          searchPlaceholder={t('phoneInput.searchCountryOrCode')}
          confirmText={t('common.confirm')}
          value={phone}
          onValueChange={(value) => setPhone(value)}
        />
        <output className="dev-ui__output" aria-label="Phone value">
          {phone === '' ? 'empty' : phone}
        </output>
      </div>
    </div>
  )
}

function TextDemo() {
  const { t } = useI18n()
  const search = useCitySearch()
  const [city, setCity] = useState<CityChoice | null>(null)
  return (
    <div className="dev-ui__grid">
      <TextField label="Full name" placeholder="Jane Doe" />
      <TextField label="E-mail" type="email" error={t('validation.email')} defaultValue="jane@" />
      <Textarea label="Question to the organizer" />
      <CityAutocomplete
        label={t('cityAutocomplete.label')}
        hint={t('cityAutocomplete.hint')}
        search={search}
        value={city}
        onValueChange={setCity}
        allowCreate
        loadingText={t('common.loading')}
        nothingFoundText={t('common.nothingFound')}
      />
    </div>
  )
}

function ChoicesDemo() {
  const { t } = useI18n()
  return (
    <div className="dev-ui__stack">
      <Checkbox label="Send me the tour program" defaultChecked />
      <Checkbox label="Disabled option" disabled />
      <ConsentCheckbox
        text={t('consent.text')}
        termsText={t('consent.termsLink')}
        privacyText={t('consent.privacyLink')}
      />
      <Checkbox label="Required agreement" error={t('validation.required')} />
      <RecaptchaNotice provider="recaptcha" siteKey="dev-sample-site-key" />
    </div>
  )
}

/** Every input of the kit, each in its states. */
export function InputsSection() {
  return (
    <>
      <DevSection id="calendar" title="Calendar">
        <CalendarDemo />
      </DevSection>
      <DevSection id="numbers" title="Slider, counter, number input">
        <NumbersDemo />
      </DevSection>
      <DevSection id="code-and-phone" title="Code input and phone input">
        <CodeAndPhoneDemo />
      </DevSection>
      <DevSection id="text" title="Text fields and city autocomplete">
        <TextDemo />
      </DevSection>
      <DevSection id="choices" title="Checkboxes, consent and reCAPTCHA notice">
        <ChoicesDemo />
      </DevSection>
    </>
  )
}
