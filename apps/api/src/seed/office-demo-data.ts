// The people, bookings and words of the demo organizer's office (office-demo.ts writes them).
import { travelTransportType } from '@tourmarket/domain/enums'

/** A tourist account that books the demo organizer's tours. No password: nobody signs in as it. */
export type OfficeDemoTourist = {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly languageCode: 'en-US' | 'ru'
}

export const officeDemoTourists = [
  {
    email: 'anna.keller@tourmarket.test',
    firstName: 'Anna',
    lastName: 'Keller',
    phone: '+4915123456789',
    languageCode: 'en-US',
  },
  {
    email: 'sofia.marchetti@tourmarket.test',
    firstName: 'Sofia',
    lastName: 'Marchetti',
    phone: '+393471234567',
    languageCode: 'en-US',
  },
  {
    email: 'daniel.okafor@tourmarket.test',
    firstName: 'Daniel',
    lastName: 'Okafor',
    phone: '+447700900123',
    languageCode: 'en-US',
  },
  {
    email: 'mei.tanaka@tourmarket.test',
    firstName: 'Mei',
    lastName: 'Tanaka',
    phone: '+819012345678',
    languageCode: 'en-US',
  },
  {
    email: 'pedro.alves@tourmarket.test',
    firstName: 'Pedro',
    lastName: 'Alves',
    phone: '+351912345678',
    languageCode: 'en-US',
  },
  {
    email: 'thomas.brandt@tourmarket.test',
    firstName: 'Thomas',
    lastName: 'Brandt',
    phone: '+491701234567',
    languageCode: 'en-US',
  },
  {
    email: 'irina.volkova@tourmarket.test',
    firstName: 'Irina',
    lastName: 'Volkova',
    phone: '+79161234567',
    languageCode: 'ru',
  },
] as const satisfies readonly OfficeDemoTourist[]

export type OfficeDemoTouristEmail = (typeof officeDemoTourists)[number]['email']

/** How a traveller reaches the start and leaves: stored as the arrival questionnaire sends it. */
export type TravelPlan =
  | { readonly by: 'plane'; readonly flight: string; readonly time: string }
  | { readonly by: 'car' }
  | { readonly by: 'local' }

export type OfficeDemoTraveller = {
  readonly firstName: string
  readonly lastName: string
  readonly birthday: string
  readonly email?: string
  readonly phone?: string
  readonly passport?: string
  readonly foodRestriction?: string
  readonly arrival?: TravelPlan
  readonly departure?: TravelPlan
}

/**
 * Where a booking ended up, and the way it went there (decision 0004's transitions):
 * - awaiting-confirmation: made on a date not guaranteed, waits for the organizer (1);
 * - confirmed-awaiting-payment: the organizer confirmed it minutes ago (1 → 2);
 * - awaiting-payment: made minutes ago on a guaranteed date (2);
 * - paid: prepaid (2 → 3), the rest due by the full-payment date or paid too (`restPaid`);
 * - completed: paid in full and marked done by the organizer after the trip (3 → 4);
 * - cancelled-by-tourist: prepaid, then cancelled by the tourist with the policy's refund (3 → 5);
 * - declined: the organizer declined it with a reason (1 → 6).
 */
export type OfficeDemoOutcome =
  | 'awaiting-confirmation'
  | 'confirmed-awaiting-payment'
  | 'awaiting-payment'
  | 'paid'
  | 'completed'
  | 'cancelled-by-tourist'
  | 'declined'

/** When the booking was made: whole days before the seed's today (at an hour), or minutes before now. */
export type MadeAt =
  { readonly daysAgo: number; readonly hour: number } | { readonly minutesAgo: number }

export type OfficeDemoBookingPlan = {
  readonly key: string
  readonly outcome: OfficeDemoOutcome
  readonly account: OfficeDemoTouristEmail
  readonly travellers: readonly OfficeDemoTraveller[]
  readonly comment: string
  readonly madeAt: MadeAt
  /** Paid in full: the rest was paid this many days after the prepayment. */
  readonly restPaidDaysLater?: number
  /** Completed trips: a date of their own that ended this many days before today. */
  readonly endedDaysAgo?: number
  /** Cancelled or declined: how many days after it was made, and the reason given. */
  readonly ended?: { readonly daysLater: number; readonly reason: string }
  /** Travels on the same date as that booking (the date's list of travellers has several groups). */
  readonly sameDateAs?: string
  /** What the organizer wrote on the booking's meet page. */
  readonly meetingText?: string
}

/**
 * Every state the office shows, in the order dates are handed out (the first ones get a date even
 * in a small catalogue). Statuses 1 and 2 are recent: the jobs end a hold after an hour and an
 * unconfirmed request after its 48-hour deadline, as they would a real one.
 */
export const officeDemoBookings: readonly OfficeDemoBookingPlan[] = [
  {
    key: 'keller-request',
    outcome: 'awaiting-confirmation',
    account: 'anna.keller@tourmarket.test',
    travellers: [
      {
        firstName: 'Anna',
        lastName: 'Keller',
        birthday: '1986-04-19',
        email: 'anna.keller@tourmarket.test',
        phone: '+4915123456789',
        foodRestriction: 'Vegetarian',
      },
      {
        firstName: 'Lukas',
        lastName: 'Keller',
        birthday: '1984-11-02',
        foodRestriction: 'Vegetarian',
      },
    ],
    comment:
      'We are both vegetarian. Could you confirm soon? We would like to book our flights this week.',
    madeAt: { minutesAgo: 170 },
  },
  {
    key: 'brandt-paid',
    outcome: 'paid',
    account: 'thomas.brandt@tourmarket.test',
    travellers: [
      {
        firstName: 'Thomas',
        lastName: 'Brandt',
        birthday: '1979-08-14',
        email: 'thomas.brandt@tourmarket.test',
        phone: '+491701234567',
        passport: 'C01X00T47',
        arrival: { by: 'plane', flight: 'LH 1452', time: '09:40' },
        departure: { by: 'plane', flight: 'LH 1453', time: '18:25' },
      },
      {
        firstName: 'Julia',
        lastName: 'Brandt',
        birthday: '1981-02-27',
        passport: 'C01X00T48',
        foodRestriction: 'No nuts (allergy)',
        arrival: { by: 'plane', flight: 'LH 1452', time: '09:40' },
        departure: { by: 'plane', flight: 'LH 1453', time: '18:25' },
      },
    ],
    comment: 'Our tenth wedding anniversary falls on the third day. Julia has a nut allergy.',
    madeAt: { daysAgo: 52, hour: 19 },
    meetingText:
      'We meet at 9:00 on the first morning in the lobby of your hotel; the guide holds a Tourmarket sign. Luggage travels in the minibus.',
  },
  {
    key: 'marchetti-request',
    outcome: 'awaiting-confirmation',
    account: 'sofia.marchetti@tourmarket.test',
    travellers: [
      {
        firstName: 'Sofia',
        lastName: 'Marchetti',
        birthday: '1993-06-08',
        email: 'sofia.marchetti@tourmarket.test',
        phone: '+393471234567',
      },
    ],
    comment: 'Travelling on my own: happy to share a room with another woman if that is possible.',
    madeAt: { minutesAgo: 1_150 },
  },
  {
    key: 'tanaka-confirmed',
    outcome: 'confirmed-awaiting-payment',
    account: 'mei.tanaka@tourmarket.test',
    travellers: [
      {
        firstName: 'Mei',
        lastName: 'Tanaka',
        birthday: '1990-01-23',
        email: 'mei.tanaka@tourmarket.test',
        phone: '+819012345678',
      },
    ],
    comment: 'I land the evening before. A tip for a hotel near the meeting point would be great.',
    madeAt: { minutesAgo: 1_390 },
  },
  {
    key: 'okafor-request',
    outcome: 'awaiting-confirmation',
    account: 'daniel.okafor@tourmarket.test',
    travellers: [
      {
        firstName: 'Daniel',
        lastName: 'Okafor',
        birthday: '1982-09-30',
        email: 'daniel.okafor@tourmarket.test',
        phone: '+447700900123',
      },
      { firstName: 'Grace', lastName: 'Okafor', birthday: '1985-03-12' },
      { firstName: 'Samuel', lastName: 'Okafor', birthday: '2015-07-04' },
    ],
    comment: 'Our son Samuel is 11. We can bring our own sleeping bags if needed.',
    madeAt: { minutesAgo: 40 },
  },
  {
    key: 'alves-booked',
    outcome: 'awaiting-payment',
    account: 'pedro.alves@tourmarket.test',
    travellers: [
      {
        firstName: 'Pedro',
        lastName: 'Alves',
        birthday: '1988-12-01',
        email: 'pedro.alves@tourmarket.test',
        phone: '+351912345678',
      },
      { firstName: 'Rita', lastName: 'Alves', birthday: '1989-05-16' },
    ],
    comment: '',
    madeAt: { minutesAgo: 12 },
  },
  {
    key: 'brandt-paid-in-full',
    outcome: 'paid',
    account: 'thomas.brandt@tourmarket.test',
    travellers: [
      {
        firstName: 'Thomas',
        lastName: 'Brandt',
        birthday: '1979-08-14',
        email: 'thomas.brandt@tourmarket.test',
        phone: '+491701234567',
        arrival: { by: 'car' },
        departure: { by: 'car' },
      },
    ],
    comment: 'A present for my father: the booking is in my name, he travels with me next time.',
    madeAt: { daysAgo: 24, hour: 8 },
    restPaidDaysLater: 9,
  },
  {
    key: 'tanaka-paid',
    outcome: 'paid',
    account: 'mei.tanaka@tourmarket.test',
    travellers: [
      {
        firstName: 'Mei',
        lastName: 'Tanaka',
        birthday: '1990-01-23',
        email: 'mei.tanaka@tourmarket.test',
        phone: '+819012345678',
        arrival: { by: 'plane', flight: 'TK 1427', time: '14:05' },
      },
      { firstName: 'Hana', lastName: 'Tanaka', birthday: '1994-10-11' },
    ],
    comment: '',
    madeAt: { daysAgo: 12, hour: 11 },
  },
  {
    key: 'volkova-paid',
    outcome: 'paid',
    account: 'irina.volkova@tourmarket.test',
    travellers: [
      {
        firstName: 'Irina',
        lastName: 'Volkova',
        birthday: '1975-05-30',
        email: 'irina.volkova@tourmarket.test',
        phone: '+79161234567',
        arrival: { by: 'local' },
        departure: { by: 'local' },
      },
      {
        firstName: 'Galina',
        lastName: 'Volkova',
        birthday: '1958-02-09',
        foodRestriction: 'Без глютена',
        arrival: { by: 'local' },
        departure: { by: 'local' },
      },
    ],
    comment: 'Едем вдвоём с мамой, ей 68 лет. Просим без тяжёлых переходов, если это возможно.',
    madeAt: { daysAgo: 4, hour: 16 },
    sameDateAs: 'brandt-paid',
  },
  {
    key: 'marchetti-cancelled',
    outcome: 'cancelled-by-tourist',
    account: 'sofia.marchetti@tourmarket.test',
    travellers: [
      {
        firstName: 'Sofia',
        lastName: 'Marchetti',
        birthday: '1993-06-08',
        email: 'sofia.marchetti@tourmarket.test',
      },
    ],
    comment: '',
    madeAt: { daysAgo: 45, hour: 21 },
    ended: {
      daysLater: 15,
      reason: 'My leave was moved to the autumn, sorry. I hope to book another date.',
    },
  },
  {
    key: 'alves-declined',
    outcome: 'declined',
    account: 'pedro.alves@tourmarket.test',
    travellers: [
      {
        firstName: 'Pedro',
        lastName: 'Alves',
        birthday: '1988-12-01',
        email: 'pedro.alves@tourmarket.test',
      },
      { firstName: 'Rita', lastName: 'Alves', birthday: '1989-05-16' },
    ],
    comment: 'Can we bring our dog? She is small and quiet.',
    madeAt: { daysAgo: 6, hour: 10 },
    ended: {
      daysLater: 1,
      reason:
        'We are sorry: this date has been taken by a private group. Any of our other dates is open to you.',
    },
  },
  {
    key: 'keller-completed',
    outcome: 'completed',
    account: 'anna.keller@tourmarket.test',
    travellers: [
      {
        firstName: 'Anna',
        lastName: 'Keller',
        birthday: '1986-04-19',
        email: 'anna.keller@tourmarket.test',
        foodRestriction: 'Vegetarian',
        arrival: { by: 'plane', flight: 'EW 8124', time: '11:15' },
      },
      {
        firstName: 'Lukas',
        lastName: 'Keller',
        birthday: '1984-11-02',
        foodRestriction: 'Vegetarian',
        arrival: { by: 'plane', flight: 'EW 8124', time: '11:15' },
      },
    ],
    comment: 'Our first group trip!',
    madeAt: { daysAgo: 95, hour: 20 },
    restPaidDaysLater: 30,
    endedDaysAgo: 20,
  },
  {
    key: 'brandt-completed',
    outcome: 'completed',
    account: 'thomas.brandt@tourmarket.test',
    travellers: [
      {
        firstName: 'Thomas',
        lastName: 'Brandt',
        birthday: '1979-08-14',
        email: 'thomas.brandt@tourmarket.test',
      },
      { firstName: 'Max', lastName: 'Brandt', birthday: '2009-03-18' },
      { firstName: 'Klaus', lastName: 'Brandt', birthday: '1951-12-06' },
    ],
    comment: 'Three generations of Brandts: my father is 74 and walks well.',
    madeAt: { daysAgo: 70, hour: 13 },
    restPaidDaysLater: 21,
    endedDaysAgo: 6,
  },
]

/** The travel info a plan stands for, as the arrival questionnaire stores it. */
export function travelInfo(
  plan: TravelPlan,
  place: { readonly city: string; readonly date: string },
): Record<string, string | number | null> {
  switch (plan.by) {
    case 'plane':
      return {
        transport_type: travelTransportType.plane,
        airport_name: `${place.city} airport`,
        flight_number: plan.flight,
        date: place.date,
        time: plan.time,
        additional_info: null,
      }
    case 'car':
      return {
        transport_type: travelTransportType.other,
        other_transport_name: 'Own car',
        date: place.date,
        additional_info: 'Needs a parking place for two nights',
      }
    case 'local':
      return { transport_type: travelTransportType.cityResident, date: place.date }
  }
}

/** One message of a demo chat: who wrote it, and when, relative to the booking it is about. */
export type OfficeDemoChatMessage = {
  readonly side: 'tourist' | 'organizer'
  /** Minutes after the booking was made (negative: before). */
  readonly minutesAfterBooking: number
  readonly text: string
}

/**
 * Chats of two of the tourists with the organizer: the first ends with a question the organizer
 * has not read (the office shows it unread), the second was answered and read on both sides.
 * The first message names the tour as the tour page's "Ask the organizer" does.
 */
export const officeDemoChats: readonly {
  readonly booking: string
  readonly unreadByOrganizer: boolean
  readonly messages: readonly OfficeDemoChatMessage[]
}[] = [
  {
    booking: 'okafor-request',
    unreadByOrganizer: true,
    messages: [
      {
        side: 'tourist',
        minutesAfterBooking: -1_500,
        text: 'Hello! We would like to come with our 11-year-old son. Is the programme suitable for children?',
      },
      {
        side: 'organizer',
        minutesAfterBooking: -1_380,
        text: 'Hello Daniel! Yes, children from 10 are welcome: the longest day is about four hours of easy walking. We would be glad to have you.',
      },
      {
        side: 'tourist',
        minutesAfterBooking: 5,
        text: 'Thank you! We have just sent the request. Could you confirm it soon? We need to buy our flights.',
      },
    ],
  },
  {
    booking: 'brandt-paid',
    unreadByOrganizer: false,
    messages: [
      {
        side: 'tourist',
        minutesAfterBooking: 2_900,
        text: 'Hi! Where exactly do we meet on the first morning, and can we leave our luggage somewhere?',
      },
      {
        side: 'organizer',
        minutesAfterBooking: 3_080,
        text: 'Hi Thomas! We meet at 9:00 in your hotel lobby; the details are on your meeting page. Luggage travels in the minibus all week.',
      },
      { side: 'tourist', minutesAfterBooking: 3_100, text: 'Perfect, thank you!' },
    ],
  },
]
