import type { AdminContext, AdminJournalOptions, AdminJournalPost } from '@tourmarket/contracts'
import { useId, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { formatUtcInstant } from '../../../lib/work-area-format.ts'
import { AdminField, AdminTextField, type AdminFieldControlProps } from '../shell/admin-field.tsx'
import { AdminLayout } from '../shell/admin-layout.tsx'
import type { EditorNotice } from '../shell/markdown-editor.ts'
import { MarkdownEditorActions, MarkdownPreview } from '../shell/markdown-preview.tsx'
import type { JournalMessageKey } from './journal-text.ts'
import { useJournalText } from './journal-text.ts'
import {
  localInputOfInstant,
  type JournalEditorAnswer,
  type JournalField,
} from './journal-editor-model.ts'
import { stateTone } from './journal-state.ts'
import './journal-editor.css'

type Props = {
  readonly admin: AdminContext
  readonly post: AdminJournalPost | null
  readonly options: AdminJournalOptions
  readonly done: EditorNotice | null
  readonly answer: JournalEditorAnswer | null
}

/** What the form starts from: the typed values after a post back, else the post, else defaults. */
function startingValues(
  post: AdminJournalPost | null,
  options: AdminJournalOptions,
  admin: AdminContext,
): Record<JournalField, string> {
  if (post !== null) {
    return {
      title: post.title,
      title_ru: post.title_ru,
      slug: post.slug,
      excerpt: post.excerpt,
      excerpt_ru: post.excerpt_ru,
      body_markdown: post.body_markdown,
      body_ru_markdown: post.body_ru_markdown,
      category_slug: post.category_slug,
      category_name: post.category_name,
      category_name_ru: post.category_name_ru,
      cover_key: post.cover_key,
      cover_alt: post.cover_alt,
      author_name: post.author_name,
      country_id: post.country_id === null ? '' : String(post.country_id),
      published_at: localInputOfInstant(post.published_at),
    }
  }
  const category = options.categories[0]
  return {
    title: '',
    title_ru: '',
    slug: '',
    excerpt: '',
    excerpt_ru: '',
    body_markdown: '',
    body_ru_markdown: '',
    category_slug: category?.slug ?? '',
    category_name: category?.name ?? '',
    category_name_ru: category?.name_ru ?? '',
    cover_key: '',
    cover_alt: '',
    author_name: admin.name,
    country_id: '',
    published_at: localInputOfInstant(new Date().toISOString()),
  }
}

const noticeKeys: Readonly<Record<EditorNotice, JournalMessageKey>> = {
  created: 'journal.created',
  saved: 'journal.saved',
  published: 'journal.published',
  unpublished: 'journal.unpublished',
}

export function JournalEditorPage({ admin, post, options, done, answer }: Props) {
  const { text, path } = useJournalText()
  const values = answer?.posted ?? startingValues(post, options, admin)
  const errors = answer?.fieldErrors ?? {}
  const title =
    post === null ? text('journal.newTitle') : text('journal.editTitle', { title: post.title })
  return (
    <AdminLayout admin={admin} current="content" title={title}>
      <p>
        <Link to={path('/admin/journal')}>{text('journal.back')}</Link>
      </p>
      {done === null || answer !== null ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text(noticeKeys[done])}
        </p>
      )}
      {post === null ? null : <PublishSection post={post} />}
      <Form method="post" className="admin-form admin-section" noValidate>
        {answer?.message == null ? null : (
          <p className="admin-notice admin-notice--error" role="alert">
            {answer.message}
          </p>
        )}
        <TextField name="title" label="journal.field.title" values={values} errors={errors} />
        <TextField name="title_ru" label="journal.field.titleRu" values={values} errors={errors} />
        <TextField
          name="slug"
          label="journal.field.slug"
          hint="journal.field.slugHint"
          values={values}
          errors={errors}
        />
        <TextField name="excerpt" label="journal.field.excerpt" values={values} errors={errors} />
        <TextField
          name="excerpt_ru"
          label="journal.field.excerptRu"
          values={values}
          errors={errors}
        />
        <TextField
          name="body_markdown"
          label="journal.field.body"
          hint="journal.field.bodyHint"
          values={values}
          errors={errors}
          rows={14}
        />
        <TextField
          name="body_ru_markdown"
          label="journal.field.bodyRu"
          hint="journal.field.bodyRuHint"
          values={values}
          errors={errors}
          rows={8}
        />
        <TextField
          name="category_slug"
          label="journal.field.categorySlug"
          values={values}
          errors={errors}
          list="admin-journal-categories"
        />
        <datalist id="admin-journal-categories">
          {options.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </datalist>
        <TextField
          name="category_name"
          label="journal.field.categoryName"
          values={values}
          errors={errors}
        />
        <TextField
          name="category_name_ru"
          label="journal.field.categoryNameRu"
          values={values}
          errors={errors}
        />
        <TextField
          name="cover_key"
          label="journal.field.coverKey"
          hint="journal.field.coverKeyHint"
          values={values}
          errors={errors}
        />
        {/^[a-z0-9-]+$/.test(values.cover_key) ? (
          <figure className="admin-journal__cover">
            <img
              src={`/media/${values.cover_key}/370x244`}
              alt={values.cover_alt}
              width={370}
              height={244}
            />
            <figcaption className="admin-muted">{text('journal.cover')}</figcaption>
          </figure>
        ) : null}
        <TextField
          name="cover_alt"
          label="journal.field.coverAlt"
          values={values}
          errors={errors}
        />
        <TextField
          name="author_name"
          label="journal.field.author"
          values={values}
          errors={errors}
        />
        <Field name="country_id" label="journal.field.country" errors={errors}>
          {(props) => (
            <select {...props} className="admin-input" defaultValue={values.country_id}>
              <option value="">{text('journal.field.noCountry')}</option>
              {options.countries.map((country) => (
                <option key={country.id} value={String(country.id)}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          name="published_at"
          label="journal.field.publishedAt"
          hint="journal.field.publishedAtHint"
          values={values}
          errors={errors}
          type="datetime-local"
        />
        <MarkdownEditorActions
          previewLabel={text('journal.preview')}
          saveLabel={text('journal.save')}
        />
      </Form>
      {answer?.preview == null ? null : (
        <MarkdownPreview
          preview={answer.preview}
          title={text('journal.previewTitle')}
          lead={text('journal.previewLead')}
          testId="admin-journal-preview"
        />
      )}
    </AdminLayout>
  )
}

/** A field of the editor: the console's (shell/admin-field.tsx), with the journal's words. */
function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  readonly name: JournalField
  readonly label: JournalMessageKey
  readonly hint?: JournalMessageKey
  readonly errors: Readonly<Record<string, readonly string[]>>
  readonly children: (props: AdminFieldControlProps) => ReactNode
}) {
  const { text } = useJournalText()
  return (
    <AdminField
      name={name}
      label={text(label)}
      hint={hint === undefined ? undefined : text(hint)}
      errors={errors}
    >
      {children}
    </AdminField>
  )
}

function TextField({
  name,
  label,
  hint,
  values,
  errors,
  rows,
  type = 'text',
  list,
}: {
  readonly name: JournalField
  readonly label: JournalMessageKey
  readonly hint?: JournalMessageKey
  readonly values: Readonly<Record<JournalField, string>>
  readonly errors: Readonly<Record<string, readonly string[]>>
  readonly rows?: number
  readonly type?: 'text' | 'datetime-local'
  readonly list?: string
}) {
  const { text } = useJournalText()
  return (
    <AdminTextField
      name={name}
      label={text(label)}
      hint={hint === undefined ? undefined : text(hint)}
      value={values[name]}
      errors={errors}
      type={type}
      {...(rows === undefined ? {} : { rows })}
      {...(list === undefined ? {} : { list })}
    />
  )
}

function PublishSection({ post }: { post: AdminJournalPost }) {
  const { text, locale } = useJournalText()
  const ids = useId()
  const published = post.state !== 'draft'
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="admin-section__title">
        {text('journal.publishTitle')}{' '}
        <span className={`admin-pill admin-pill--${stateTone[post.state]}`}>
          {text(`journal.state.${post.state}`)}
        </span>
      </h2>
      <p>
        {post.state === 'draft'
          ? text('journal.isDraft')
          : post.state === 'scheduled'
            ? text('journal.isScheduled', { date: formatUtcInstant(post.published_at, locale) })
            : text('journal.isPublished')}{' '}
        {post.state === 'published' ? <a href={post.url}>{text('journal.open')}</a> : null}
      </p>
      <Form method="post" className="admin-actions">
        <button
          type="submit"
          name="intent"
          value={published ? 'unpublish' : 'publish'}
          className={published ? 'admin-button admin-button--secondary' : 'admin-button'}
        >
          {published ? text('journal.unpublish') : text('journal.publish')}
        </button>
      </Form>
    </section>
  )
}
