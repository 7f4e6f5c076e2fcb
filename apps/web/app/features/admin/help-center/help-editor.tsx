import type { AdminContext, AdminHelpArticle } from '@tourmarket/contracts'
import { useId } from 'react'
import { Form, Link } from 'react-router'
import { AdminTextField } from '../shell/admin-field.tsx'
import { AdminLayout } from '../shell/admin-layout.tsx'
import type { EditorNotice } from '../shell/markdown-editor.ts'
import { MarkdownEditorActions, MarkdownPreview } from '../shell/markdown-preview.tsx'
import type { HelpEditorAnswer, HelpField } from './help-editor-model.ts'
import { useHelpText, type HelpMessageKey } from './help-text.ts'

type Props = {
  readonly admin: AdminContext
  readonly article: AdminHelpArticle | null
  readonly done: EditorNotice | null
  readonly answer: HelpEditorAnswer | null
}

/** What the form starts from: the typed values after a post back, else the article, else blank. */
function startingValues(article: AdminHelpArticle | null): Record<HelpField, string> {
  return {
    title: article?.title ?? '',
    title_ru: article?.title_ru ?? '',
    slug: article?.slug ?? '',
    section_slug: article?.section_slug ?? '',
    section_name: article?.section_name ?? '',
    section_name_ru: article?.section_name_ru ?? '',
    position: String(article?.position ?? 0),
    body_markdown: article?.body_markdown ?? '',
    body_ru_markdown: article?.body_ru_markdown ?? '',
  }
}

const noticeKeys: Readonly<Record<EditorNotice, HelpMessageKey>> = {
  created: 'help.created',
  saved: 'help.saved',
  published: 'help.published',
  unpublished: 'help.unpublished',
}

/** The editor's fields in order: name, label, hint, and rows for a textarea. */
const fields: readonly (readonly [HelpField, HelpMessageKey, HelpMessageKey | null, number?])[] = [
  ['title', 'help.field.title', null],
  ['title_ru', 'help.field.titleRu', null],
  ['slug', 'help.field.slug', 'help.field.slugHint'],
  ['section_slug', 'help.field.sectionSlug', null],
  ['section_name', 'help.field.sectionName', null],
  ['section_name_ru', 'help.field.sectionNameRu', null],
  ['position', 'help.field.position', 'help.field.positionHint'],
  ['body_markdown', 'help.field.body', 'help.field.bodyHint', 14],
  ['body_ru_markdown', 'help.field.bodyRu', 'help.field.bodyRuHint', 8],
]

/** /admin/help-center/new and /admin/help-center/:id: a help-centre article's editor. */
export function HelpEditorPage({ admin, article, done, answer }: Props) {
  const { text, path } = useHelpText()
  const values = answer?.posted ?? startingValues(article)
  const errors = answer?.fieldErrors ?? {}
  const title =
    article === null ? text('help.newTitle') : text('help.editTitle', { title: article.title })
  return (
    <AdminLayout admin={admin} current="content" title={title}>
      <p>
        <Link to={path('/admin/help-center')}>{text('help.back')}</Link>
      </p>
      {done === null || answer !== null ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text(noticeKeys[done])}
        </p>
      )}
      {article === null ? null : <PublishSection article={article} />}
      <Form method="post" className="admin-form admin-section" noValidate>
        {answer?.message == null ? null : (
          <p className="admin-notice admin-notice--error" role="alert">
            {answer.message}
          </p>
        )}
        {fields.map(([name, label, hint, rows]) => (
          <AdminTextField
            key={name}
            name={name}
            label={text(label)}
            hint={hint === null ? undefined : text(hint)}
            value={values[name]}
            errors={errors}
            {...(rows === undefined ? {} : { rows })}
          />
        ))}
        <MarkdownEditorActions previewLabel={text('help.preview')} saveLabel={text('help.save')} />
      </Form>
      {answer?.preview == null ? null : (
        <MarkdownPreview
          preview={answer.preview}
          title={text('help.previewTitle')}
          lead={text('help.previewLead')}
          testId="admin-help-preview"
        />
      )}
    </AdminLayout>
  )
}

function PublishSection({ article }: { article: AdminHelpArticle }) {
  const { text } = useHelpText()
  const ids = useId()
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="admin-section__title">
        {text('help.publishTitle')}{' '}
        <span className={`admin-pill admin-pill--${article.published ? 'success' : 'info'}`}>
          {text(article.published ? 'help.state.published' : 'help.state.hidden')}
        </span>
      </h2>
      <p>
        {article.published ? text('help.isPublished') : text('help.isHidden')}{' '}
        {article.published ? <a href={article.url}>{text('help.open')}</a> : null}
      </p>
      <Form method="post" className="admin-actions">
        <button
          type="submit"
          name="intent"
          value={article.published ? 'unpublish' : 'publish'}
          className={article.published ? 'admin-button admin-button--secondary' : 'admin-button'}
        >
          {article.published ? text('help.unpublish') : text('help.publish')}
        </button>
      </Form>
    </section>
  )
}
