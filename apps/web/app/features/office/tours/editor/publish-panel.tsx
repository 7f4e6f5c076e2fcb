import { Button } from '@tourmarket/ui'
import { Form, Link, useNavigation } from 'react-router'
import type { OfficeTour, OfficeTourStatus, ReadinessGap } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import type { ToursMessageKey } from '../tours-messages.ts'
import type { EditorSection as Section } from './editor-answer.ts'
import { EditorSection, SectionNotice, useMarkDirty, useSectionAnswer } from './section-form.tsx'
import { tourDatesPath } from '../tour-paths.ts'

const moveKeys: Readonly<Record<OfficeTourStatus, ToursMessageKey>> = {
  published: 'tours.publish.publish',
  hidden: 'tours.publish.hide',
  archived: 'tours.publish.archive',
  draft: 'tours.publish.draft',
}

/** The section of the editor where a gap is fixed; null for the dates, which have their page. */
export function sectionOfGap(field: string): Section | null {
  if (field === 'dates') return null
  if (field === 'photos') return 'photos'
  if (field.startsWith('description')) return 'description'
  if (field === 'start_city_id') return 'route'
  return 'basics'
}

function Gap({ gap, tourId }: { gap: ReadinessGap; tourId: number }) {
  const { path } = useToursText()
  const section = sectionOfGap(gap.field)
  return (
    <li>
      {section === null ? (
        <Link to={path(tourDatesPath(tourId))}>{gap.message}</Link>
      ) : (
        <a href={`#${section}`}>{gap.message}</a>
      )}
    </li>
  )
}

/**
 * Publishing: the tour's status, what it lacks to be shown (each gap a link to where it is
 * fixed), and the moves its status allows.
 */
export function PublishPanel({ tour }: { tour: OfficeTour }) {
  const { text, path } = useToursText()
  const answer = useSectionAnswer('status')
  const navigation = useNavigation()
  const markDirty = useMarkDirty('status')
  const pending =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'status'
      ? navigation.formData.get('status')
      : null
  const missing = answer?.missing ?? tour.readiness.missing
  return (
    <EditorSection section="publish" lead={text('tours.publish.lead')}>
      <p className="office-tour-publish__status">
        {text('tours.publish.statusLabel')}{' '}
        <span className={`office-tour-pill office-tour-pill--${tour.status}`}>
          {text(`tours.status.${tour.status}`)}
        </span>
      </p>
      {missing.length === 0 ? (
        <p className="office-tour-publish__ready">{text('tours.publish.ready')}</p>
      ) : (
        <div className="office-tour-publish__missing">
          <p>{text('tours.publish.missing')}</p>
          <ul>
            {missing.map((gap) => (
              <Gap key={`${gap.code}-${gap.field}`} gap={gap} tourId={tour.id} />
            ))}
          </ul>
        </div>
      )}
      <Form method="post" className="office-tour-publish__form" onSubmit={() => markDirty(false)}>
        <input type="hidden" name="intent" value="status" />
        <SectionNotice intent="status" />
        <div className="office-tour-form__actions">
          {tour.status_moves.map((status) => (
            <Button
              key={status}
              type="submit"
              name="status"
              value={status}
              variant={status === 'published' ? 'primary' : 'secondary'}
              loading={pending === status}
            >
              {text(moveKeys[status])}
            </Button>
          ))}
          <Link to={path(tourDatesPath(tour.id))} className="tm-button tm-button--secondary">
            {text('tours.list.dates')}
          </Link>
          {tour.status === 'published' ? (
            <a href={tour.url} className="office-tour-text-button" target="_blank" rel="noreferrer">
              {text('tours.publish.viewOnSite')}
            </a>
          ) : null}
        </div>
      </Form>
    </EditorSection>
  )
}
