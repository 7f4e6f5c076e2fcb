import { validateForm, type FormValues } from '@tourmarket/domain/validation'
import { describe, expect, it } from 'vitest'
import { shownTouristFields, touristFieldName, touristRules } from './tourist-form.ts'

const messages = { phone: 'bad phone', birthdayInPast: 'past only', wholeNumber: 'whole only' }
const noExtras = { collect_passport: false, collect_weight: false }
const allExtras = { collect_passport: true, collect_weight: true }
const today = '2026-11-23'

/** The fields that fail, with every message each gets (catalogue messages by key). */
function errorsOf(rules: ReturnType<typeof touristRules>, values: FormValues) {
  const errors: Record<string, string[]> = {}
  for (const [name, list] of Object.entries(validateForm(rules, values).errors)) {
    if (list.length > 0)
      errors[name] = list.map((message) => ('text' in message ? message.text : message.key))
  }
  return errors
}

/** Tourist `index`'s values under their form names. */
function tourist(index: number, fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [`tourists.${index}.${field}`, value]),
  )
}

const ann = { first_name: 'Ann', last_name: 'Lee', birthday: '1990-04-02' }

describe('tourist form (§3 Tourist, the contract’s touristInputSchema)', () => {
  it('names fields as the API’s validation details do', () => {
    expect(touristFieldName(2, 'weight_kg')).toBe('tourists.2.weight_kg')
  })

  it('asks for names and a birthday before today, the extras only where the brand collects them', () => {
    const empty = errorsOf(touristRules(0, noExtras, messages, today), tourist(0, {}))
    expect(empty).toEqual({
      'tourists.0.first_name': ['validation.required'],
      'tourists.0.last_name': ['validation.required'],
      'tourists.0.birthday': ['validation.required'],
    })
    const withExtras = errorsOf(touristRules(0, allExtras, messages, today), tourist(0, {}))
    expect(withExtras).toMatchObject({
      'tourists.0.passport': ['validation.required'],
      'tourists.0.weight_kg': ['validation.required'],
    })
    expect(shownTouristFields(noExtras)).not.toContain('passport')
    expect(shownTouristFields(noExtras)).not.toContain('weight_kg')
    expect(shownTouristFields(allExtras)).toEqual(expect.arrayContaining(['passport', 'weight_kg']))
    // A companion is asked what the brand's touristsForm asks, not how to reach them.
    expect(shownTouristFields(noExtras, false)).toEqual([
      'first_name',
      'last_name',
      'middle_name',
      'birthday',
      'food_restriction',
    ])
    expect(Object.keys(touristRules(0, noExtras, messages, today))).not.toContain(
      touristFieldName(0, 'passport'),
    )
  })

  it('orders the rules as the form shows the fields', () => {
    expect(Object.keys(touristRules(1, allExtras, messages, today))).toEqual(
      shownTouristFields(allExtras).map((field) => touristFieldName(1, field)),
    )
  })

  it('refuses a birthday of today, a bad phone, a fractional or out-of-range weight', () => {
    const rules = touristRules(0, allExtras, messages, today)
    const values = tourist(0, {
      ...ann,
      birthday: today,
      phone: '12345',
      passport: 'AB 123',
      weight_kg: '19.5',
    })
    const errors = errorsOf(rules, values)
    expect(errors['tourists.0.birthday']).toEqual(['past only'])
    expect(errors['tourists.0.phone']).toEqual(['bad phone'])
    expect(errors['tourists.0.weight_kg']?.[0]).toBe('whole only')
    expect(
      errorsOf(rules, { ...values, 'tourists.0.weight_kg': '251' })['tourists.0.weight_kg'],
    ).toEqual(['validation.maxValue'])
    expect(
      errorsOf(rules, { ...values, 'tourists.0.weight_kg': '70.5' })['tourists.0.weight_kg'],
    ).toEqual(['whole only'])
    expect(
      errorsOf(rules, { ...values, 'tourists.0.weight_kg': '300' })['tourists.0.weight_kg'],
    ).toEqual(['validation.maxValue'])
  })

  it('refuses a day that does not exist, as the API does', () => {
    const rules = touristRules(0, noExtras, messages, today)
    expect(errorsOf(rules, tourist(0, { ...ann, birthday: '1990-02-30' }))).toEqual({
      'tourists.0.birthday': ['past only'],
    })
    expect(errorsOf(rules, tourist(0, { ...ann, birthday: '02.04.1990' }))).toEqual({
      'tourists.0.birthday': ['past only'],
    })
  })

  it('takes a phone typed with spaces, dashes and brackets, and an empty optional phone and e-mail', () => {
    const rules = touristRules(1, noExtras, messages, today)
    for (const phone of ['+1 (202) 555-0143', '+7 (912) 345-67-89', '']) {
      expect(errorsOf(rules, tourist(1, { ...ann, phone, email: '' }))).toEqual({})
    }
  })

  it('refuses a phone of more than 15 digits, which the API would not store', () => {
    const rules = touristRules(0, noExtras, messages, today)
    expect(errorsOf(rules, tourist(0, { ...ann, phone: '+1234 5678 9012 3456' }))).toEqual({
      'tourists.0.phone': ['bad phone'],
    })
  })
})
