import type { AdminContext, AdminLegalVersion } from '@tourmarket/contracts'
import { useId } from 'react'
import { Form, Link } from 'react-router'
import { AdminTextField } from '../shell/admin-field.tsx'
import { AdminLayout } from '../shell/admin-layout.tsx'
import type { EditorNotice } from '../shell/markdown-editor.ts'
import { MarkdownEditorActions, MarkdownPreview } from '../shell/markdown-preview.tsx'
import type { LegalEditorAnswer, LegalField } from './legal-editor-model.ts'
import { useAdminLegalText, type AdminLegalMessageKey } from './legal-text.ts'

type Props = {
  readonly admin: AdminContext
  /** The version edited; null for a new one. */
  readonly version: AdminLegalVersion | null
  /** What a new version starts from: the one in force. */
  readonly base: AdminLegalVersion
  /** The document's title in the page language. */
  readonly title: string
  readonly done: EditorNotice | null
  readonly answer: LegalEditorAnswer | null
}

/** What the form starts from: the version edited, or for a new one the text in force, undated. */
function startingValues(version: AdminLegalVersion | null, base: AdminLegalVersion) {
  const from = version ?? base
  return {
    version_label: version?.version_label ?? '',
    effective_from: version?.effective_from ?? '',
    title: from.title,
    title_ru: from.title_ru,
    body_markdown: from.body_markdown,
    body_ru_markdown: from.body_ru_markdown,
  } satisfies Record<LegalField, string>
}

/** The editor's fields in order: name, label, hint, the input's type or a textarea's rows. */
const fields: readonly (readonly [
  LegalField,
  AdminLegalMessageKey,
  AdminLegalMessageKey | null,
  'date' | number | null,
])[] = [
  ['version_label', 'legal.field.label', 'legal.field.labelHint', null],
  ['effective_from', 'legal.field.effectiveFrom', 'legal.field.effectiveFromHint', 'date'],
  ['title', 'legal.field.title', null, null],
  ['title_ru', 'legal.field.titleRu', null, null],
  ['body_markdown', 'legal.field.body', 'legal.field.bodyHint', 16],
  ['body_ru_markdown', 'legal.field.bodyRu', 'legal.field.bodyRuHint', 16],
]

const noticeKeys: Readonly<Partial<Record<EditorNotice, AdminLegalMessageKey>>> = {
  created: 'legal.created',
  saved: 'legal.saved',
}

/**
 * /admin/legal/:document/new and /admin/legal/:document/:id: a version's editor while it is
 * scheduled; a version in force is shown read-only, with the way to add a new one.
 */
export function LegalEditorPage({ admin, version, base, title, done, answer }: Props) {
  const { text, path, date } = useAdminLegalText()
  const values = answer?.posted ?? startingValues(version, base)
  const errors = answer?.fieldErrors ?? {}
  const notice = done === null || answer !== null ? undefined : noticeKeys[done]
  const heading =
    version === null
      ? text('legal.newTitle', { title })
      : text('legal.editTitle', { label: version.version_label, title })
  return (
    <AdminLayout admin={admin} current="content" title={heading}>
      <p>
        <Link to={path('/admin/legal')}>{text('legal.back')}</Link>
      </p>
      {notice === undefined ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text(notice)}
        </p>
      )}
      {version === null ? (
        <p className="admin-muted">{text('legal.newLead')}</p>
      ) : (
        <p className={version.editable ? 'admin-muted' : 'admin-notice'}>
          {text(version.editable ? 'legal.scheduled' : 'legal.readOnly', {
            date: date(version.effective_from),
          })}{' '}
          <a href={path(version.url)}>{text('legal.openPage')}</a>
        </p>
      )}
      {version !== null && !version.editable ? (
        <div className="admin-actions">
          <Link className="admin-button" to={path(`/admin/legal/${version.document}/new`)}>
            {text('legal.add')}
          </Link>
        </div>
      ) : (
        <Form method="post" className="admin-form admin-section" noValidate>
          {answer?.message == null ? null : (
            <p className="admin-notice admin-notice--error" role="alert">
              {answer.message}
            </p>
          )}
          {fields.map(([name, label, hint, kind]) => (
            <AdminTextField
              key={name}
              name={name}
              label={text(label)}
              hint={hint === null ? undefined : text(hint)}
              value={values[name]}
              errors={errors}
              {...(kind === 'date' ? { type: 'date' as const } : {})}
              {...(typeof kind === 'number' ? { rows: kind } : {})}
            />
          ))}
          <MarkdownEditorActions
            previewLabel={text('legal.preview')}
            saveLabel={text('legal.save')}
          />
        </Form>
      )}
      {answer?.preview == null ? null : (
        <MarkdownPreview
          preview={answer.preview}
          title={text('legal.previewTitle')}
          lead={text('legal.previewLead')}
          testId="admin-legal-preview"
        />
      )}
      {version?.editable === true ? <DeleteSection /> : null}
    </AdminLayout>
  )
}

function DeleteSection() {
  const { text } = useAdminLegalText()
  const ids = useId()
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="admin-section__title">
        {text('legal.deleteTitle')}
      </h2>
      <p className="admin-muted">{text('legal.deleteLead')}</p>
      <Form method="post" className="admin-actions">
        <button
          type="submit"
          name="intent"
          value="delete"
          className="admin-button admin-button--danger"
        >
          {text('legal.delete')}
        </button>
      </Form>
    </section>
  )
}
