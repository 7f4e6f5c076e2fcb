import { useId } from 'react'
import type { MarkdownPreview as Preview } from './markdown-editor.ts'

/**
 * A console editor's preview: the Markdown as the API rendered and sanitised it, by the rules of
 * the page that will show it, in English and (when written) Russian.
 */
export function MarkdownPreview({
  preview,
  title,
  lead,
  testId,
}: {
  preview: Preview
  title: string
  lead: string
  testId: string
}) {
  const ids = useId()
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="admin-section__title">
        {title}
      </h2>
      <p className="admin-muted">{lead}</p>
      <div
        className="admin-preview"
        data-testid={testId}
        dangerouslySetInnerHTML={{ __html: preview.html }}
      />
      {preview.htmlRu === '' ? null : (
        <div
          className="admin-preview"
          lang="ru"
          dangerouslySetInnerHTML={{ __html: preview.htmlRu }}
        />
      )}
    </section>
  )
}

/** A console editor's two submits: preview (the form comes back with the preview) and save. */
export function MarkdownEditorActions({
  previewLabel,
  saveLabel,
}: {
  previewLabel: string
  saveLabel: string
}) {
  return (
    <div className="admin-actions">
      <button
        type="submit"
        name="intent"
        value="preview"
        className="admin-button admin-button--secondary"
      >
        {previewLabel}
      </button>
      <button type="submit" name="intent" value="save" className="admin-button">
        {saveLabel}
      </button>
    </div>
  )
}
