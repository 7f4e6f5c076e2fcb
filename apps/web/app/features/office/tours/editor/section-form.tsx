import { Button } from '@tourmarket/ui'
import { createContext, useContext, type FormEvent, type ReactNode, type Ref } from 'react'
import { Form, useNavigation } from 'react-router'
import { useToursText } from '../tours-text.ts'
import {
  postedFormData,
  sectionOfIntent,
  sectionTitleKey,
  type EditorAnswer,
  type EditorIntent,
} from './editor-answer.ts'
import type { ListEdit } from './list-edit.ts'

/** What every section reads from the page: the action's last answer and the dirty marks. */
export type EditorState = {
  readonly answer: EditorAnswer | null
  readonly markDirty: (intent: EditorIntent, dirty: boolean) => void
}

export const EditorStateContext = createContext<EditorState>({
  answer: null,
  markDirty: () => undefined,
})

/** The action's answer to this form's post, if the last post was this form's. */
export function useSectionAnswer(intent: EditorIntent): EditorAnswer | null {
  const { answer } = useContext(EditorStateContext)
  return answer?.intent === intent ? answer : null
}

/** A field's first message from this form's last refusal. */
export function useFieldErrors(intent: EditorIntent): (name: string) => string | undefined {
  const answer = useSectionAnswer(intent)
  return (name) => answer?.fieldErrors[name]?.[0]
}

/**
 * The posted fields of this form's last refused post or list move, as form data (to draw the
 * section as it was sent), or null when the section shows the tour as stored.
 */
export function usePostedFields(intent: EditorIntent): FormData | null {
  const answer = useSectionAnswer(intent)
  return answer?.outcome === 'saved' || answer?.posted === undefined
    ? null
    : postedFormData(answer.posted)
}

/** The list move this form posted without the page's script, made on what was posted. */
export function useListEdit(intent: EditorIntent): ListEdit | undefined {
  const answer = useSectionAnswer(intent)
  return answer?.outcome === 'edited' ? answer.move : undefined
}

export function useMarkDirty(intent: EditorIntent): (dirty: boolean) => void {
  const { markDirty } = useContext(EditorStateContext)
  return (dirty) => markDirty(intent, dirty)
}

/** The section's frame: an anchor, its heading, the lead, and the notice of its last post. */
export function EditorSection({
  section,
  lead,
  children,
}: {
  section: ReturnType<typeof sectionOfIntent>
  lead?: ReactNode
  children: ReactNode
}) {
  const { text } = useToursText()
  const headingId = `${section}-title`
  return (
    <section id={section} className="office-tour-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="office-tour-section__title" tabIndex={-1}>
        {text(sectionTitleKey(section))}
      </h2>
      {lead === undefined ? null : <p className="office-tour-section__lead">{lead}</p>}
      {children}
    </section>
  )
}

/** The notice of a form's last post: saved, or the refusal's message. */
export function SectionNotice({ intent }: { intent: EditorIntent }) {
  const { text } = useToursText()
  const answer = useSectionAnswer(intent)
  if (answer === null || answer.outcome === 'edited') return null
  if (answer.outcome === 'saved') {
    return (
      <p className="office-tour-notice office-tour-notice--saved" role="status">
        {text('tours.editor.saved', { section: text(sectionTitleKey(sectionOfIntent(intent))) })}
      </p>
    )
  }
  const hasFieldErrors = Object.keys(answer.fieldErrors).length > 0
  const message = answer.message ?? (hasFieldErrors ? text('tours.editor.fix') : null)
  return message === null ? null : (
    <p className="office-tour-notice office-tour-notice--failed" role="alert">
      {message}
    </p>
  )
}

/** Whether this form's post is on its way (its button shows progress and cannot be pressed twice). */
export function useSubmitting(intent: EditorIntent): boolean {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}

/**
 * One of the editor's forms: a real post to the route's action with its intent, so it works
 * before the page's script runs and without one. A change in it marks it unsaved.
 */
export function SectionForm({
  intent,
  children,
  multipart = false,
  submitLabel,
  actions,
  className,
  onSubmit,
  formRef,
  busy = false,
}: {
  intent: EditorIntent
  children: ReactNode
  multipart?: boolean
  submitLabel?: string
  actions?: ReactNode
  className?: string
  /** Takes the post over with the page's script (an upload with its progress). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  formRef?: Ref<HTMLFormElement>
  /** Work of the form's own script under way. */
  busy?: boolean
}) {
  const { text } = useToursText()
  const markDirty = useMarkDirty(intent)
  const submitting = useSubmitting(intent) || busy
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className={`office-tour-form${className === undefined ? '' : ` ${className}`}`}
      encType={multipart ? 'multipart/form-data' : undefined}
      onChange={() => markDirty(true)}
      onSubmit={(event) => {
        markDirty(false)
        if (onSubmit !== undefined) void onSubmit(event)
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {/* The default button: Enter in a field saves rather than pressing a list's first move. */}
      <button type="submit" hidden tabIndex={-1} />
      <SectionNotice intent={intent} />
      {children}
      <div className="office-tour-form__actions">
        <Button type="submit" loading={submitting} loadingText={text('tours.editor.saving')}>
          {submitLabel ?? text('tours.editor.save')}
        </Button>
        {actions}
      </div>
    </Form>
  )
}
