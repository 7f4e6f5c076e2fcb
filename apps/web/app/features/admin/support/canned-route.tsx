import {
  CANNED_TEXT_MAX_LENGTH,
  CANNED_TITLE_MAX_LENGTH,
  type CannedAnswer,
} from '@tourmarket/contracts'
import { Form } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { supportNoticeOf, type SupportAnswer } from './support-model.ts'
import { SupportFormMessage, SupportNoticeLine, SupportTabs } from './support-parts.tsx'
import { supportAction } from './support.server.ts'
import { supportWords, useSupportText } from './support-text.ts'
import type { Route } from './+types/canned-route.ts'

/** Issue 43 item 4: the team's canned answers, added, changed and deleted (support, admins). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'support')
  const canned = await callApi(apiClientOf(context), 'adminCannedAnswers')
  return {
    admin,
    canned: canned.data,
    done: supportNoticeOf(new URL(request.url).searchParams.get('done')),
  }
}

export const headers = () => ADMIN_PAGE_HEADERS

export const action = ({ request, context }: Route.ActionArgs) => supportAction(request, context)

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => supportWords(locale, 'canned.title'))

export default function AdminCannedAnswersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, canned, done } = loaderData
  const answer = (actionData as SupportAnswer | undefined) ?? null
  const { text } = useSupportText()
  return (
    <AdminLayout admin={admin} current="support" title={text('canned.title')}>
      <SupportTabs current="canned" />
      <SupportNoticeLine done={done} />
      <p className="admin-muted">{text('canned.lead')}</p>
      {canned.length === 0 ? <p className="admin-empty">{text('canned.empty')}</p> : null}
      {canned.map((entry) => (
        <CannedForm key={`${String(entry.id)}-${entry.updated_at}`} entry={entry} answer={answer} />
      ))}
      <CannedForm key={`new-${String(canned.length)}`} entry={null} answer={answer} />
    </AdminLayout>
  )
}

/** One canned answer's form (or a new one's), with its delete button. */
function CannedForm({
  entry,
  answer,
}: {
  entry: CannedAnswer | null
  answer: SupportAnswer | null
}) {
  const { text } = useSupportText()
  const id = entry?.id ?? 0
  const form = `canned-save-${String(id)}`
  const mine = answer?.form === form ? answer : null
  const fieldId = `admin-canned-${String(id)}`
  const heading = entry === null ? text('canned.new') : text('canned.edit', { title: entry.title })
  const errorOf = (field: 'title' | 'text') => mine?.fieldErrors[field]?.[0]
  return (
    <section
      className="admin-section"
      aria-labelledby={`${fieldId}-heading`}
      data-testid={entry === null ? 'admin-canned-new' : `admin-canned-${String(id)}`}
    >
      <h2 id={`${fieldId}-heading`} className="admin-section__title">
        {heading}
      </h2>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="canned-save" />
        <input type="hidden" name="object_id" value={id} />
        {(['title', 'text'] as const).map((field) => {
          const error = errorOf(field)
          const inputId = `${fieldId}-${field}`
          const common = {
            id: inputId,
            name: field,
            required: true,
            className: 'admin-input',
            defaultValue: mine?.values[field] ?? entry?.[field] ?? '',
            'aria-invalid': error === undefined ? undefined : true,
            'aria-describedby': error === undefined ? undefined : `${inputId}-error`,
          }
          return (
            <div className="admin-field" key={field}>
              <label className="admin-field__label" htmlFor={inputId}>
                {text(field === 'title' ? 'canned.name' : 'canned.text')}
              </label>
              {field === 'title' ? (
                <input {...common} maxLength={CANNED_TITLE_MAX_LENGTH} />
              ) : (
                <textarea {...common} rows={4} maxLength={CANNED_TEXT_MAX_LENGTH} />
              )}
              {error === undefined ? null : (
                <p id={`${inputId}-error`} className="admin-field__error">
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <SupportFormMessage answer={answer} form={form} />
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--small">
            {text(entry === null ? 'canned.add' : 'canned.save')}
          </button>
        </div>
      </Form>
      {entry === null ? null : (
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="canned-delete" />
          <input type="hidden" name="object_id" value={id} />
          <SupportFormMessage answer={answer} form={`canned-delete-${String(id)}`} />
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--small admin-button--danger">
              {text('canned.delete')}
            </button>
          </div>
        </Form>
      )}
    </section>
  )
}
