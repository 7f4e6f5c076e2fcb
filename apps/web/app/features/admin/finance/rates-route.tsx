import { isApiHttpError } from '@tourmarket/api-client'
import { data, Form } from 'react-router'
import { apiFailure } from '../../../lib/api-failure.ts'
import { callApi } from '../../../lib/api-call.ts'
import { postedText, readFormPost } from '../../../lib/form-posts/form-post.server.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin, refusedObject } from '../shell/admin-loader.server.ts'
import { salesModelWord } from './finance-format.ts'
import { FinanceTabs } from './finance-parts.tsx'
import { financeTextFor, financeWords, useFinanceText } from './finance-text.ts'
import type { Route } from './+types/rates-route.ts'

/** Issue 43 item 2: the commission per sales model; finance reads it, admins change it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await loadAdmin(context, request, 'finance')
  const params = new URL(request.url).searchParams
  const saved = Number(params.get('saved'))
  const rates = await callApi(apiClientOf(context), 'adminCommissionRates', {})
  return { admin, saved: saved >= 1 && saved <= 5 ? saved : null, rates: rates.data }
}

export const headers = () => ADMIN_PAGE_HEADERS

type RatesAnswer = {
  readonly model: number
  readonly percent: string
  readonly error: string | null
  readonly message: string | null
}

/** A model's new rate: a plain form post, then the page again with a notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readFormPost(request, context)
  const words = financeTextFor(post.shell.locale)
  const model = Number(postedText(post.fields, 'sales_model'))
  const typed = postedText(post.fields, 'percent').replace(',', '.')
  try {
    await callApi(post.api, 'adminCommissionRateSet', {
      body: { sales_model: model, percent: typed === '' ? Number.NaN : Number(typed) },
    })
  } catch (error) {
    if (isApiHttpError(error) && [401, 403].includes(error.status)) refusedObject(error)
    const failure = apiFailure(error, ['percent'], words.text('finance.ratesFailed'))
    return data<RatesAnswer>(
      {
        model,
        percent: typed,
        error: failure.fieldErrors.percent?.[0] ?? null,
        message: failure.message,
      },
      { status: isApiHttpError(error) ? error.status : 503, headers: ADMIN_PAGE_HEADERS },
    )
  }
  return post.redirect(`${words.path('/admin/finance/rates')}?saved=${String(model)}`)
}

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => financeWords(locale, 'finance.tab.rates'))

export default function AdminFinanceRatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, saved, rates } = loaderData
  const answer = (actionData as RatesAnswer | undefined) ?? null
  const finance = useFinanceText()
  const { text } = finance
  const canChange = admin.role === 'admin'
  const savedRate = rates.find((rate) => rate.sales_model === saved)
  return (
    <AdminLayout admin={admin} current="finance" title={text('finance.tab.rates')}>
      <FinanceTabs current="rates" />
      <p className="admin-muted">{text('finance.ratesLead')}</p>
      {savedRate === undefined ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text('finance.ratesSaved', {
            model: salesModelWord(finance, savedRate.sales_model),
            percent: savedRate.percent,
          })}
        </p>
      )}
      {answer?.message == null ? null : (
        <p className="admin-notice admin-notice--error" role="alert">
          {answer.message}
        </p>
      )}
      {canChange ? null : <p className="admin-muted">{text('finance.ratesViewOnly')}</p>}
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="admin-commission-rates">
          <caption>{text('finance.ratesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('finance.model')}</th>
              <th scope="col">{text('finance.percent')}</th>
              <th scope="col">{text('finance.ratesOrganizers')}</th>
              {canChange ? <th scope="col">{text('finance.ratesNew')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => {
              const model = salesModelWord(finance, rate.sales_model)
              const fieldId = `admin-rate-${String(rate.sales_model)}`
              const error = answer?.model === rate.sales_model ? answer.error : null
              return (
                <tr key={rate.sales_model}>
                  <td className="admin-table__primary">{model}</td>
                  <td data-label={text('finance.percent')}>{rate.percent} %</td>
                  <td data-label={text('finance.ratesOrganizers')}>
                    {text('finance.ratesOrganizersCount', {
                      count: rate.organizers_count,
                      overridden: rate.overridden_count,
                    })}
                  </td>
                  {canChange ? (
                    <td data-label={text('finance.ratesNew')}>
                      <Form method="post" className="admin-actions">
                        <input type="hidden" name="sales_model" value={rate.sales_model} />
                        <input
                          id={fieldId}
                          aria-label={text('finance.ratesNewFor', { model })}
                          name="percent"
                          inputMode="decimal"
                          required
                          size={6}
                          className="admin-input"
                          defaultValue={
                            answer?.model === rate.sales_model ? answer.percent : rate.percent
                          }
                          aria-invalid={error === null ? undefined : true}
                          aria-describedby={error === null ? undefined : `${fieldId}-error`}
                        />
                        <button type="submit" className="admin-button admin-button--small">
                          {text('finance.ratesSave')}
                        </button>
                        {error === null ? null : (
                          <p id={`${fieldId}-error`} className="admin-field__error">
                            {error}
                          </p>
                        )}
                      </Form>
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </AdminLayout>
  )
}
