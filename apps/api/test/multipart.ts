// Multipart bodies for the upload tests, encoded as a browser would.
export type FilePart = { bytes: Buffer; name: string; type?: string }

/** A multipart/form-data body, encoded by the platform's FormData as a browser would. */
export async function multipart(parts: Record<string, string | FilePart>) {
  const form = new FormData()
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(field, value)
    else {
      const blob = new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' })
      form.append(field, blob, value.name)
    }
  }
  const encoded = new Response(form)
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  }
}
