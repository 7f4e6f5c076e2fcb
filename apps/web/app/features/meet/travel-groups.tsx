import type { MeetData } from '@tourmarket/contracts'
import {
  needsExtraAccommodation,
  travelInfoDisplay,
  type TravelDirection,
  type TravelInfoDisplay,
} from '@tourmarket/domain/travel-info'
import type { MeetMessageKey } from './meet-messages.ts'
import { useMeetText, type MeetText } from './meet-text.ts'

type TravelGroup = MeetData['tourists_data']['data'][number]

const variantLabel: Readonly<Record<TravelInfoDisplay['variant'], MeetMessageKey>> = {
  plane: 'meet.travel.plane',
  train: 'meet.travel.train',
  other: 'meet.travel.other',
  'city-resident': 'meet.travel.cityResident',
}

/** §4 travel info display: the variant's own details, each under its name, blanks left out. */
function travelDetails(display: TravelInfoDisplay, { text, day }: MeetText) {
  const details: [MeetMessageKey, string | null][] = []
  switch (display.variant) {
    case 'plane':
      details.push(
        ['meet.travel.airport', display.airportName],
        ['meet.travel.flight', display.flightNumber],
      )
      break
    case 'train':
      details.push(
        ['meet.travel.station', display.stationName],
        ['meet.travel.trainNumber', display.trainNumber],
      )
      break
    case 'other':
      details.push(
        ['meet.travel.transport', display.transportName],
        ['meet.travel.from', display.departurePlace],
      )
      break
    case 'city-resident':
      break
  }
  if (display.variant !== 'city-resident') {
    const when = [display.date === null ? null : day(display.date), display.time]
      .filter((part) => part !== null)
      .join(', ')
    details.push(['meet.travel.when', when === '' ? null : when])
  }
  details.push(['meet.travel.note', display.additionalInfo])
  return details
    .filter((detail): detail is [MeetMessageKey, string] => detail[1] !== null)
    .map(([label, value]) => ({ label: text(label), value }))
}

function TravelDirectionInfo({
  direction,
  group,
  tourStart,
  tourEnd,
}: {
  direction: TravelDirection
  group: TravelGroup
  tourStart: string
  tourEnd: string
}) {
  const words = useMeetText()
  const { text } = words
  const info = group[direction]
  const display = info === null ? null : travelInfoDisplay(info)
  const extra =
    info !== null && needsExtraAccommodation({ direction, date: info.date, tourStart, tourEnd })
  return (
    <div className="meet-travel__direction">
      <h4 className="meet-travel__heading">
        {text(direction === 'arrival' ? 'meet.travel.arrival' : 'meet.travel.departure')}
      </h4>
      {display === null ? (
        <p className="meet-travel__muted">{text('meet.travel.notGiven')}</p>
      ) : (
        <>
          <p className="meet-travel__variant">{text(variantLabel[display.variant])}</p>
          <dl className="meet-travel__details">
            {travelDetails(display, words).map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {extra ? (
        <p className="meet-travel__extra">
          {text(direction === 'arrival' ? 'meet.travel.earlyArrival' : 'meet.travel.lateDeparture')}
        </p>
      ) : null}
    </div>
  )
}

/** The left column: tourists who travel together, with their arrival and departure (§3, §4). */
export function TravelGroups({ meet, headingId }: { meet: MeetData; headingId: string }) {
  const { text } = useMeetText()
  const groups = meet.tourists_data.data
  return (
    <section className="meet-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="meet-card__title">
        {text('meet.tourists.title')}
      </h2>
      {groups.length === 0 ? (
        <p className="meet-travel__muted">{text('meet.tourists.empty')}</p>
      ) : (
        <ul className="meet-travel">
          {groups.map((group) => (
            <li
              key={group.tourists.map((tourist) => tourist.id).join('-')}
              className="meet-travel__group"
            >
              <h3 className="meet-travel__names">
                {group.tourists.map((tourist) => tourist.name).join(', ')}
              </h3>
              <div className="meet-travel__directions">
                {(['arrival', 'departure'] as const).map((direction) => (
                  <TravelDirectionInfo
                    key={direction}
                    direction={direction}
                    group={group}
                    tourStart={meet.tour_data.date_start}
                    tourEnd={meet.tour_data.date_end}
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
