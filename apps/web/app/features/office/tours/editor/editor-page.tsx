import type { OfficeContext } from '@tourmarket/contracts'
import { useEffect, useMemo } from 'react'
import { Link } from 'react-router'
import { OfficeLayout } from '../../shell/office-layout.tsx'
import { TOURS_PATH } from '../tour-paths.ts'
import type { OfficeTour, OfficeTourOptions } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import { BasicsSection } from './basics-section.tsx'
import { CancellationSection } from './cancellation-section.tsx'
import {
  DescriptionSection,
  IncludedSection,
  MeetingSection,
  QuestionsSection,
} from './content-sections.tsx'
import {
  editorSections,
  sectionOfIntent,
  sectionTitleKey,
  type EditorAnswer,
} from './editor-answer.ts'
import { PhotosSection } from './photos-section.tsx'
import { ProgramSection } from './program-section.tsx'
import { PublishPanel } from './publish-panel.tsx'
import { RouteSection } from './route-section.tsx'
import { EditorStateContext } from './section-form.tsx'
import { UnsavedChangesWarning, useDirtyForms } from './unsaved-changes.tsx'

/** The in-page list of sections: a sticky column on wide screens, a row of chips on phones. */
function SectionNav() {
  const { text } = useToursText()
  return (
    <nav className="office-tour-nav" aria-label={text('tours.editor.sections')}>
      <ul className="office-tour-nav__list">
        {editorSections.map((section) => (
          <li key={section}>
            <a className="office-tour-nav__link" href={`#${section}`}>
              {text(sectionTitleKey(section))}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The tour editor: every section a form of its own posted to the route's action, so each saves
 * apart and works without the page's script; with it, a form with unsaved changes asks before
 * the page is left.
 */
export function TourEditorPage({
  office,
  tour,
  options,
  answer,
}: {
  office: OfficeContext
  tour: OfficeTour
  options: OfficeTourOptions
  answer: EditorAnswer | null
}) {
  const { text, path } = useToursText()
  const { dirty, mark } = useDirtyForms()
  // A refused post (or a list move drawn by the action) still holds changes not saved.
  useEffect(() => {
    if (answer !== null && answer.outcome !== 'saved') mark(answer.intent, true)
  }, [answer, mark])
  const state = useMemo(() => ({ answer, markDirty: mark }), [answer, mark])
  const dirtySections = [...new Set([...dirty].map(sectionOfIntent))]
    .map((section) => text(sectionTitleKey(section)))
    .join(', ')
  return (
    <OfficeLayout
      office={office}
      current="tours"
      title={tour.title === '' ? text('tours.new.title') : tour.title}
      actions={
        <Link to={path(TOURS_PATH)} className="office-tour-back">
          {text('tours.editor.back')}
        </Link>
      }
    >
      <EditorStateContext.Provider value={state}>
        <div className="office-tour-editor">
          <SectionNav />
          <div className="office-tour-editor__sections">
            <BasicsSection tour={tour} options={options} />
            <DescriptionSection tour={tour} options={options} />
            <RouteSection tour={tour} />
            <ProgramSection tour={tour} options={options} />
            <PhotosSection tour={tour} options={options} />
            <IncludedSection tour={tour} options={options} />
            <QuestionsSection tour={tour} />
            <MeetingSection tour={tour} options={options} />
            <CancellationSection tour={tour} />
            <PublishPanel tour={tour} />
          </div>
        </div>
      </EditorStateContext.Provider>
      <UnsavedChangesWarning
        active={dirty.size > 0}
        title={text('tours.editor.unsavedTitle')}
        text={text('tours.editor.unsavedText', { sections: dirtySections })}
        leaveLabel={text('tours.editor.leave')}
        stayLabel={text('tours.editor.stay')}
      />
    </OfficeLayout>
  )
}
