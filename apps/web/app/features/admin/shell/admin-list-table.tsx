import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A column after the first: its header, which the phone layout repeats beside each cell. */
export type AdminListColumn<Row> = {
  readonly label: string
  readonly cell: (row: Row) => ReactNode
}

/**
 * A console list (collections, destinations, help articles): how many there are, then a table
 * whose first column links each row to its page, or the empty state.
 */
export function AdminListTable<Row extends { readonly id: number }>({
  rows,
  testId,
  caption,
  found,
  empty,
  primary,
  columns,
}: {
  rows: readonly Row[]
  testId: string
  caption: string
  found: string
  empty: string
  primary: {
    readonly label: string
    readonly name: (row: Row) => string
    readonly to: (row: Row) => string
  }
  columns: readonly AdminListColumn<Row>[]
}) {
  if (rows.length === 0) {
    return (
      <p className="admin-empty" role="status">
        {empty}
      </p>
    )
  }
  return (
    <>
      <p className="admin-muted">{found}</p>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid={testId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{primary.label}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="admin-table__primary">
                  <Link to={primary.to(row)}>{primary.name(row)}</Link>
                </td>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
