import type { OfficeDateManifest } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { manifestCsv } from './manifest-csv.ts'

const tourist = (id: number, full_name: string, food_restriction: string | null) => ({
  id,
  full_name,
  first_name: full_name.split(' ')[1] ?? '',
  last_name: full_name.split(' ')[0] ?? '',
  middle_name: null,
  birthday: '1990-05-17',
  passport: null,
  email: null,
  phone: null,
  food_restriction,
  weight_kg: null,
  is_touched: false,
  arrival: null,
  departure: null,
})

const manifest: OfficeDateManifest = {
  tour_date: {
    id: 7,
    tour_id: 3,
    tour_title: 'Байкал',
    start: '2030-06-10',
    end: '2030-06-16',
    number_of_seats: 10,
    number_of_free_seats: 7,
  },
  bookings: [
    {
      id: 41,
      uuid: '00000000-0000-4000-8000-000000000041',
      status: 3,
      created_at: '2030-01-01T10:00:00.000Z',
      tourists_count: 2,
      contact: {
        first_name: 'Анна',
        last_name: 'Иванова',
        email: 'anna@example.com',
        phone: '+79990000000',
      },
      comment: 'Vegetarian, "no nuts",\nplease',
      tourists: [tourist(1, 'Иванова Анна', 'Vegetarian'), tourist(2, 'Иванов Пётр', null)],
    },
    {
      id: 42,
      uuid: '00000000-0000-4000-8000-000000000042',
      status: 1,
      created_at: '2030-01-02T10:00:00.000Z',
      tourists_count: 1,
      contact: {
        first_name: 'Eve',
        last_name: 'Hacker',
        email: 'eve@example.com',
        phone: '+12025550147',
      },
      comment: '',
      tourists: [tourist(3, '=HYPERLINK("x") Eve', null)],
    },
  ],
  tourists_count: 3,
}

const words = {
  columns: [
    'Booking',
    'Status',
    'Contact',
    'E-mail',
    'Phone',
    'Tourist',
    'Birthday',
    'Food',
    'Comment',
  ],
  status: (status: number) => (status === 3 ? 'Paid' : 'Waiting'),
} as const

describe('office date manifest CSV', () => {
  it('starts with a byte order mark, writes one CRLF row per tourist and quotes what needs it', () => {
    const csv = manifestCsv(manifest, words)
    expect(csv.startsWith('\uFEFFBooking,Status,Contact,')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[1]).toBe(
      '41,Paid,Анна Иванова,anna@example.com,+79990000000,Иванова Анна,1990-05-17,Vegetarian,"Vegetarian, ""no nuts"",\nplease"',
    )
    expect(lines).toHaveLength(1 + 3 + 1)
  })
})
